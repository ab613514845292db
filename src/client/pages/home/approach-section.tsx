import { Box, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { useSiteSettings } from '../../lib/site-context';
import { SectionHeading } from './section-heading';

export function ApproachSection() {
  const { logo } = useSiteSettings();
  const phases = [
    {
      name: 'Define',
      image: logo.define,
      text: 'We get to the root of the problem with your stakeholders, agree what success looks like and set out a business case you can defend.',
    },
    {
      name: 'Design',
      image: logo.design,
      text: 'We shape the future processes, services and technology with the people who will use them, testing ideas before money is committed.',
    },
    {
      name: 'Develop',
      image: logo.develop,
      text: 'We lead delivery in manageable increments, measure the benefits as they land and leave your teams ready to run what we built together.',
    },
  ];
  return (
    <Section id="approach" aria-labelledby="approach-heading">
      <Reveal>
        <SectionHeading
          id="approach-heading"
          eyebrow="How we work"
          title="Our Approach"
          intro="Every engagement follows the same three phases, so you always know where we are, what comes next and what it will deliver."
        />
      </Reveal>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {phases.map((phase, index) => (
          <Reveal as="li" key={phase.name}>
            <Card.Root height="full" variant="outline" boxShadow="sm" textAlign="center">
              <Card.Body alignItems="center" gap="4" py="8">
                {/* The phase artwork is drawn in navy, so it keeps a light disc in dark mode too. */}
                <Flex align="center" justify="center" boxSize="24" borderRadius="full" bg="blue.50" borderWidth="1px" borderColor="blue.100">
                  <ResponsiveImage src={phase.image} alt="" htmlWidth={64} htmlHeight={64} sizes="64px" boxSize="16" />
                </Flex>
                <Box>
                  <Text color="accent" textStyle="overline">
                    PHASE {String(index + 1).padStart(2, '0')}
                  </Text>
                  <Heading as="h3" textStyle="cardTitle" mt="1">
                    {phase.name}
                  </Heading>
                </Box>
                <Text color="fg.muted">{phase.text}</Text>
              </Card.Body>
            </Card.Root>
          </Reveal>
        ))}
      </SimpleGrid>
    </Section>
  );
}
