import { Flex, Grid, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { useSiteSettings } from '../../lib/site-context';
import { ArrowLinkButton } from '../../components/ui/arrow-link-button';

const COMMITMENTS = [
  'Senior consultants on every engagement, from the first workshop to go-live',
  'Sector knowledge in finance, retail and the public sector, including regulated environments',
  'Clear, fixed outcomes agreed up front and reported against honestly',
  'Knowledge transferred to your teams, so the change lasts after we leave',
];

export function PartnershipSection() {
  const { company } = useSiteSettings();
  const stats = [
    { value: '25+', label: 'Years of sector experience' },
    { value: String(company.foundedYear), label: `Year ${company.shortName} was founded` },
    { value: '3', label: 'Sectors we know inside out' },
    { value: '1', label: 'Method: Define. Design. Develop.' },
  ];
  return (
    <Section id="about" aria-labelledby="about-heading">
      <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
        <Reveal>
          <Stack gap="5">
            <Text color="accent" textStyle="overline">
              Why {company.shortName}
            </Text>
            <Heading as="h2" id="about-heading" textStyle="sectionTitle">
              Expertise-Driven Partnership
            </Heading>
            <Text color="fg.muted" textStyle="lead">
              {company.name} was founded in {company.foundedYear} by practitioners with over 25 years of sector experience. We work alongside your people as one
              team, bringing the rigour of a large firm without the layers, hand-offs or junior bench.
            </Text>
            <List.Root gap="3" variant="plain">
              {COMMITMENTS.map((item) => (
                <List.Item key={item} alignItems="flex-start">
                  <List.Indicator asChild color="accent" mt="1">
                    <CircleCheck size={18} aria-hidden />
                  </List.Indicator>
                  {item}
                </List.Item>
              ))}
            </List.Root>
            <Flex pt="2">
              <ArrowLinkButton href="/about" colorPalette="blue">
                Learn More About Us
              </ArrowLinkButton>
            </Flex>
          </Stack>
        </Reveal>
        <Reveal>
          <SimpleGrid as="dl" columns={2} gap="4">
            {stats.map((stat) => (
              // The value reads first on screen; the term comes first in the markup, as a description list requires.
              <Flex key={stat.label} direction="column-reverse" gap="2" bg="surface.alt" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '7' }}>
                <Text as="dt" textStyle="caption" color="fg.muted">
                  {stat.label}
                </Text>
                <Text as="dd" textStyle="figure" color="accent">
                  {stat.value}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Reveal>
      </Grid>
    </Section>
  );
}
