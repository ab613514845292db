import type { CaseResult, Expertise, Insight } from '../../loaders/page-data-source';
import { ClientResults } from '../../components/proof/client-results';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import { ApproachSection } from './approach-section';
import { CareersBand } from './careers-band';
import { ContactSection } from './contact-section';
import { CoreExpertiseSection } from './core-expertise-section';
import { FeaturedInsightsSection } from './featured-insights-section';
import { HeroSection } from './hero-section';
import { HomeNavigation } from './home-navigation';
import { PartnershipSection } from './partnership-section';
import { TeamTeaserSection } from './team-teaser-section';

export function HomePage({ data }: { data: { insights: Insight[]; expertise: Expertise[]; caseResults: CaseResult[] } }) {
  const { seo } = useSiteSettings();
  usePageMeta({ description: seo.description });
  return (
    <>
      <HomeNavigation />
      <HeroSection />
      <FeaturedInsightsSection insights={data.insights} />
      <CoreExpertiseSection items={data.expertise} />
      <PartnershipSection />
      <ClientResults results={data.caseResults} tone="navy" />
      <TeamTeaserSection />
      <ApproachSection />
      <CareersBand />
      <ContactSection />
    </>
  );
}
