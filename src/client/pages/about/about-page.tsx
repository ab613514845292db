import { PageHero } from '../../components/ui/page-hero';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import { AboutCta } from './about-cta';
import { FounderNote } from './founder-note';
import { MissionVision } from './mission-vision';
import { ValuesSection } from './values-section';

export function AboutPage() {
  const { company } = useSiteSettings();
  usePageMeta({
    title: 'About Us',
    description: `${company.name} is a business consultancy founded in ${company.foundedYear}, bringing over 25 years of sector experience to finance, retail and public-sector organisations.`,
  });
  return (
    <>
      <PageHero
        eyebrow={company.tagline}
        title="About Us"
        subtitle={`${company.name} is a business consultancy for finance, retail and public-sector organisations. Founded in ${company.foundedYear}, we bring over 25 years of sector experience to every engagement.`}
      />
      <FounderNote />
      <MissionVision />
      <ValuesSection />
      <AboutCta />
    </>
  );
}
