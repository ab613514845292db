import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Reveal } from '../../components/ui/reveal';
import { PhaseImage } from './phase-image';
import { PHASE_LABELS, SERVICE_PHASES, type ServicePhase } from './service-phase';
import { PANEL_PROPS } from '../../components/ui/surfaces';

const PHASE_TEXT: Record<ServicePhase, { lead: string; body: string }> = {
  define: {
    lead: 'Understand the problem before solving it.',
    body: 'We work with your stakeholders to agree what success looks like, measure where things stand today and capture requirements that trace back to real business outcomes.',
  },
  design: {
    lead: 'Shape a solution people will actually use.',
    body: 'We design processes, services and systems around the people who rely on them, testing prototypes early while changes are still quick and inexpensive to make.',
  },
  develop: {
    lead: 'Deliver change that lands and lasts.',
    body: 'We manage build, testing and go-live in visible increments, prepare your teams to run the new service and measure benefits against the baseline we set together.',
  },
};

/** The firm's three-phase method, as told on the Services page. */
export function ApproachSection() {
  return (
    <Stack gap="10">
      <Reveal maxW="3xl">
        <Text color="accent" textStyle="overline">
          Our Approach
        </Text>
        <Heading as="h2" textStyle="sectionTitle" mt="2">
          Define. Design. Develop.
        </Heading>
        <Text mt="4" textStyle="lead" color="fg.muted">
          Every engagement follows the same three phases. Each one ends with a clear decision point, so you always know what has been achieved, what comes next
          and what it will cost.
        </Text>
      </Reveal>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {SERVICE_PHASES.map((phase, index) => (
          <Reveal key={phase} h="full">
            <Box h="full" {...PANEL_PROPS} borderColor="border" p={{ base: '6', md: '8' }} boxShadow="xs">
              <PhaseImage phase={phase} size={48} />
              <Text mt="5" textStyle="caption" fontWeight="semibold" color="accent">
                Phase {index + 1}
              </Text>
              <Heading as="h3" textStyle="cardTitle" mt="1">
                {PHASE_LABELS[phase]}
              </Heading>
              <Text mt="3" fontWeight="medium">
                {PHASE_TEXT[phase].lead}
              </Text>
              <Text mt="2" color="fg.muted">
                {PHASE_TEXT[phase].body}
              </Text>
            </Box>
          </Reveal>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
