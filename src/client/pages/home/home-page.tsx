import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import { ApproachSection } from './approach-section';
import { CareersBand } from './careers-band';
import { ContactSection } from './contact-section';
import { CoreExpertiseSection } from './core-expertise-section';
import { FeaturedInsightsSection } from './featured-insights-section';
import { HeroSection } from './hero-section';
import { PartnershipSection } from './partnership-section';
import { ScrollProgress } from './scroll-progress';
import { SectionDots } from './section-dots';
import { TeamTeaserSection } from './team-teaser-section';
import { useHomeScrollTargets } from './use-home-scroll';

export function HomePage() {
  const { seo } = useSiteSettings();
  usePageMeta({ description: seo.description });
  useHomeScrollTargets();
  return (
    <>
      <ScrollProgress />
      <SectionDots />
      <HeroSection />
      <FeaturedInsightsSection />
      <CoreExpertiseSection />
      <PartnershipSection />
      <TeamTeaserSection />
      <ApproachSection />
      <CareersBand />
      <ContactSection />
    </>
  );
}
