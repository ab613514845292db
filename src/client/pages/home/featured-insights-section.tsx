import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { EmptyState } from '../../components/ui/state-views';
import { useSiteSettings } from '../../lib/site-context';
import type { Insight } from '../../loaders/page-data-source';
import { InsightCard } from './insight-card';
import { SectionHeading } from './section-heading';

/** Spec section 9: the home page shows at most three featured insights. */
const FEATURED_LIMIT = 3;

function FeaturedInsightsContent({ all }: { all: Insight[] }) {
  const insights = useMemo(
    () =>
      all
        .filter((insight) => insight.isActive)
        .sort((a, b) => a.order - b.order)
        .slice(0, FEATURED_LIMIT),
    [all],
  );

  if (insights.length === 0) return <EmptyState message="No featured insights available at the moment." />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {insights.map((insight) => (
        <InsightCard key={insight.id} insight={insight} />
      ))}
    </SimpleGrid>
  );
}

export function FeaturedInsightsSection({ insights }: { insights: Insight[] }) {
  const { homepage } = useSiteSettings();
  return (
    <Section id="blog" aria-labelledby="blog-heading">
      <Reveal>
        <SectionHeading
          id="blog-heading"
          eyebrow="Insights"
          title={homepage.featuredTitle}
          intro="Practical thinking from our consultants on discovery, delivery and change in regulated and customer-facing organisations."
        />
      </Reveal>
      <Reveal>
        <FeaturedInsightsContent all={insights} />
      </Reveal>
      <Flex justify="center" mt="10">
        <Button asChild variant="outline" colorPalette="blue" size="lg">
          <Link href="/blog">View All Insights</Link>
        </Button>
      </Flex>
    </Section>
  );
}
