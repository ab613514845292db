import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Compass, Telescope, type LucideIcon } from 'lucide-react';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { SectionHeading } from '../home/section-heading';

const STATEMENTS: { title: string; Icon: LucideIcon; text: string }[] = [
  {
    title: 'Our Mission',
    Icon: Compass,
    text: 'To help finance, retail and public-sector organisations turn complex change into measurable results, and to leave their people more capable than we found them.',
  },
  {
    title: 'Our Vision',
    Icon: Telescope,
    text: 'A future in which every significant change programme starts with a clear definition of success and ends with benefits that can be seen, measured and sustained.',
  },
];

export function MissionVision() {
  return (
    <Section alt aria-labelledby="mission-heading">
      <Reveal>
        <SectionHeading id="mission-heading" eyebrow="What drives us" title="Mission and Vision" />
      </Reveal>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {STATEMENTS.map(({ title, Icon, text }) => (
          <Reveal key={title}>
            <Card.Root height="full" variant="outline" boxShadow="sm" borderTopWidth="4px" borderTopColor="blue.500">
              <Card.Body gap="4" p={{ base: '6', md: '8' }}>
                <Box color="accent" aria-hidden>
                  <Icon size={32} />
                </Box>
                <Heading as="h3" textStyle="cardTitle">
                  {title}
                </Heading>
                <Text color="fg.muted" textStyle="lead" lineHeight="tall">
                  {text}
                </Text>
              </Card.Body>
            </Card.Root>
          </Reveal>
        ))}
      </SimpleGrid>
    </Section>
  );
}
