import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageHero } from '../../components/ui/page-hero';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../lib/page-meta';
import type { Position } from '../../loaders/page-data-source';
import { NoOpenPositions } from './no-open-positions';
import { PositionCard } from './position-card';
import { WhyWorkWithUs } from './why-work-with-us';

export function CareersPage({ data }: { data: { positions: Position[] } }) {
  usePageMeta({
    title: 'Careers',
    description: 'Join our consultancy team: open positions in business analysis, project delivery and digital transformation.',
  });
  const positions = data.positions.filter((position) => position.isActive);

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Join Our Team"
        subtitle="Help organisations in finance, retail and the public sector define their problems clearly, design better services and deliver change that lasts."
      />
      <Section>
        <Stack gap="3" mb="10">
          <Heading as="h2" textStyle="sectionTitle">
            Open Positions
          </Heading>
          <Text color="fg.muted" textStyle="lead" maxW="3xl">
            We hire experienced, curious people who enjoy solving real problems alongside our clients.
          </Text>
        </Stack>
        {positions.length === 0 ? (
          <NoOpenPositions />
        ) : (
          <Stack gap="6">
            {positions.map((position) => (
              <Reveal key={position.id}>
                <PositionCard position={position} />
              </Reveal>
            ))}
          </Stack>
        )}
      </Section>
      <Section alt>
        <WhyWorkWithUs />
      </Section>
      <Section>
        <Reveal>
          <Box textAlign="center" maxW="2xl" mx="auto">
            <Heading as="h2" textStyle="sectionTitle">
              Don't See the Right Fit?
            </Heading>
            <Text mt="4" color="fg.muted" textStyle="lead">
              We are always glad to hear from talented analysts, delivery managers and transformation specialists. Tell us about your experience and we will
              keep you in mind for future roles.
            </Text>
            <Button asChild mt="8" colorPalette="blue" size="lg">
              <Link href="/contact">Contact Us</Link>
            </Button>
          </Box>
        </Reveal>
      </Section>
    </>
  );
}
