import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import type { Expertise } from '../../loaders/page-data-source';
import { ExpertiseCard, ExpertiseCardSkeleton } from './expertise-card';
import { SectionHeading } from './section-heading';

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
    <Section id="services" alt aria-labelledby="services-heading">
      <Reveal>
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Core Expertise"
          intro="Business analysis, project management and digital transformation, delivered by senior consultants who have done the job inside organisations like yours."
        />
      </Reveal>
      <Reveal>
        <ExpertiseGrid all={items} />
      </Reveal>
      <Flex justify="center" mt="10">
        <Button asChild colorPalette="blue" size="lg">
          <Link href="/services">View All Our Services</Link>
        </Button>
      </Flex>
    </Section>
  );
}
