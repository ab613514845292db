import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Eye, Handshake, Lightbulb, TrendingUp, type LucideIcon } from 'lucide-react';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { SectionHeading } from '../home/section-heading';
import { HOVER_SHADOW_PROPS, ICON_TILE_PROPS } from '../../components/ui/surfaces';

const VALUES: { name: string; Icon: LucideIcon; text: string }[] = [
  {
    name: 'Innovation',
    Icon: Lightbulb,
    text: 'We combine fresh thinking with proven techniques, looking for the simplest idea that will genuinely move the dial.',
  },
  {
    name: 'Clarity',
    Icon: Eye,
    text: 'Plain language, honest reporting and decisions made on evidence. Nobody should need a glossary to follow their own programme.',
  },
  {
    name: 'Collaboration',
    Icon: Handshake,
    text: 'We work as one team with your people and share what we know openly, so the capability stays when we leave.',
  },
  {
    name: 'Impact',
    Icon: TrendingUp,
    text: 'We judge ourselves by outcomes you can evidence: costs saved, risks reduced and services that work better for customers.',
  },
];

export function ValuesSection() {
  return (
    <Section aria-labelledby="values-heading">
      <Reveal>
        <SectionHeading
          id="values-heading"
          eyebrow="How we behave"
          title="Our Values"
          intro="Four principles shape how we advise, how we deliver and how we treat the people we work with."
        />
      </Reveal>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {VALUES.map(({ name, Icon, text }) => (
          <Reveal key={name}>
            <Card.Root height="full" variant="outline" {...HOVER_SHADOW_PROPS}>
              <Card.Body gap="4">
                <Box {...ICON_TILE_PROPS} boxSize="12" borderRadius="lg" aria-hidden>
                  <Icon size={24} />
                </Box>
                <Heading as="h3" textStyle="cardTitle">
                  {name}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Card.Body>
            </Card.Root>
          </Reveal>
        ))}
      </SimpleGrid>
    </Section>
  );
}
