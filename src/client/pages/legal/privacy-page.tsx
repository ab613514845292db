import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import type { RetentionPeriods } from '../../loaders/page-data-source';
import { LegalLayout } from './legal-layout';
import { PrivacyCollectionSections } from './privacy-collection';
import { PrivacyRightsSections } from './privacy-rights';

export function PrivacyPage({ data }: { data: { retention: RetentionPeriods } }) {
  const { company, legal } = useSiteSettings();
  usePageMeta({
    title: 'Privacy Policy',
    description: `How ${legal.companyLegalName} collects, uses and protects personal data under UK GDPR.`,
  });
  return (
    <LegalLayout
      title="Privacy Policy"
      lastUpdated={legal.privacyLastUpdated}
      intro={
        <>
          {company.name} respects your privacy. This policy explains what personal data we collect when you use this website, contact us, apply for a role or
          subscribe to our newsletter, why we collect it, how long we keep it and the rights you have over it.
        </>
      }
    >
      <PrivacyCollectionSections />
      <PrivacyRightsSections retention={data.retention} />
    </LegalLayout>
  );
}
