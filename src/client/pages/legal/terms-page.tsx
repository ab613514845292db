import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import { LegalLayout } from './legal-layout';
import { TermsSections } from './terms-sections';

export function TermsPage() {
  const { company, legal } = useSiteSettings();
  usePageMeta({
    title: 'Terms of Service',
    description: `The terms that apply to your use of the ${company.name} website.`,
  });
  return (
    <LegalLayout
      title="Terms of Service"
      lastUpdated={legal.termsLastUpdated}
      intro={
        <>
          Please read these terms carefully before using the {company.name} website. They explain what you may and may not do on the site, who owns its content
          and the limits of our responsibility.
        </>
      }
    >
      <TermsSections />
    </LegalLayout>
  );
}
