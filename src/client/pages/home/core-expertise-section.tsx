import { SimpleGrid, Text } from '@chakra-ui/react';
import type { Expertise } from '../../loaders/page-data-source';
import { ExpertiseCard, ExpertiseCardSkeleton } from './expertise-card';
import { ListingSection } from './listing-section';

/** The spec's Core Expertise band holds four cards. */
const EXPERTISE_CARDS = 4;
const PLACEHOLDER_KEYS = Array.from({ length: EXPERTISE_CARDS }, (_, index) => index);

function ExpertiseGrid({ all }: { all: Expertise[] }) {
  const items = all.slice(0, EXPERTISE_CARDS);
  // Spec section 8: an empty list keeps the band's shape with placeholders.
  const showPlaceholders = items.length === 0;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
      {showPlaceholders ? PLACEHOLDER_KEYS.map((key) => <ExpertiseCardSkeleton key={key} />) : items.map((item) => <ExpertiseCard key={item.id} item={item} />)}
      {showPlaceholders && <Text srOnly>Our areas of expertise will be listed here shortly.</Text>}
    </SimpleGrid>
  );
}

export function CoreExpertiseSection({ items }: { items: Expertise[] }) {
  return (
    <ListingSection
      id="services"
      headingId="services-heading"
      alt
      eyebrow="What we do"
      title="Core Expertise"
      intro="Business analysis, project management and digital transformation, delivered by senior consultants who have done the job inside organisations like yours."
      more={{ href: '/services', label: 'View All Our Services' }}
    >
      <ExpertiseGrid all={items} />
    </ListingSection>
  );
}
