import { CardGrid } from '../../components/ui/card-grid';
import { useMemo } from 'react';
import { EmptyState } from '../../components/ui/state-views';
import { useSiteSettings } from '../../lib/site-context';
import type { Insight } from '../../loaders/page-data-source';
import { InsightCard } from './insight-card';
import { ListingSection } from './listing-section';

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
    <CardGrid>
      {insights.map((insight) => (
        <InsightCard key={insight.id} insight={insight} />
      ))}
    </CardGrid>
  );
}

export function FeaturedInsightsSection({ insights }: { insights: Insight[] }) {
  const { homepage } = useSiteSettings();
  return (
    <ListingSection
      id="blog"
      headingId="blog-heading"
      eyebrow="Insights"
      title={homepage.featuredTitle}
      intro="Practical thinking from our consultants on discovery, delivery and change in regulated and customer-facing organisations."
      more={{ href: '/blog', label: 'View All Insights', variant: 'outline' }}
    >
      <FeaturedInsightsContent all={insights} />
    </ListingSection>
  );
}
