import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { PageHero } from '../../components/ui/page-hero';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { EmptyState } from '../../components/ui/state-views';
import { usePageMeta } from '../../lib/page-meta';
import type { CaseResult, Service } from '../../loaders/page-data-source';
import { ClientResults } from '../../components/proof/client-results';
import { ApproachSection } from './approach-section';
import { ServicesAccordion } from './services-accordion';
import { WhyPartnerCard } from './why-partner-card';

export function ServicesPage({ data }: { data: { services: Service[]; caseResults: CaseResult[] } }) {
  usePageMeta({
    title: 'Services',
    description:
      'Business analysis, service design, delivery, programme management and digital transformation for finance, retail and public-sector organisations.',
  });
  // The server already returns only active services in order; sorting again keeps the spec's rule explicit.
  const services = data.services.filter((service) => service.isActive).sort((a, b) => a.order - b.order);

  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        subtitle="Practical, senior-led consultancy that takes change from a clearly defined problem to a working, adopted solution."
      />
      <Section>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Heading as="h2" textStyle="sectionTitle">
              How we can help
            </Heading>
            <Text mt="3" color="fg.muted" textStyle="lead">
              From the first discovery workshop to the day a new service goes live, each of our services can be used on its own or as part of a complete
              engagement. Select a service to see what it involves and the benefits it brings.
            </Text>
          </Box>
          <Box>{services.length === 0 ? <EmptyState message="No services available at the moment." /> : <ServicesAccordion services={services} />}</Box>
        </Grid>
      </Section>
      <Section alt>
        <ApproachSection />
      </Section>
      <ClientResults results={data.caseResults} tone="navy" />
      <Section>
        <Reveal>
          <WhyPartnerCard />
        </Reveal>
      </Section>
    </>
  );
}
