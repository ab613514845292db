import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import { trpc } from '../../lib/trpc';
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
  // The same cached queries the sections read; after client-side navigation they are still loading.
  const insights = trpc.insights.list.useQuery();
  const expertise = trpc.expertise.list.useQuery();
  useHomeScrollTargets(!insights.isPending && !expertise.isPending);
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
