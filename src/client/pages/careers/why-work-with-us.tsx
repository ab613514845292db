import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HeartHandshake, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { Reveal } from '../../components/ui/reveal';
import { PANEL_PROPS } from '../../components/ui/surfaces';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: TrendingUp,
    title: 'Continuous Growth',
    text: 'A personal development budget, recognised qualifications funded in full, and senior consultants who make time to coach. You will work across sectors and phases, so your skills broaden with every engagement.',
  },
  {
    icon: Users,
    title: 'Collaborative Culture',
    text: 'Small, senior teams where everyone’s voice counts. We share templates, lessons and credit openly, and we never leave a colleague to carry a difficult client conversation alone.',
  },
  {
    icon: HeartHandshake,
    title: 'Competitive Benefits',
    text: 'Market-leading salaries, a discretionary annual bonus, 27 days’ holiday plus bank holidays, private medical cover, an enhanced pension and hybrid working that respects life outside work.',
  },
];

export function WhyWorkWithUs() {
  return (
    <Stack gap="10">
      <Box textAlign="center" maxW="2xl" mx="auto">
        <Heading as="h2" textStyle="sectionTitle">
          Why Work With Us
        </Heading>
        <Text mt="4" color="fg.muted" textStyle="lead">
          We are building a consultancy where experienced people do their best work, and where new talent learns from them.
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <Reveal key={title} height="full">
            <Box height="full" {...PANEL_PROPS} borderColor="border" p="8">
              <Box display="inline-flex" p="3" borderRadius="lg" bg="blue.subtle" color="accent">
                <Icon size={26} aria-hidden />
              </Box>
              <Heading as="h3" textStyle="cardTitle" mt="5">
                {title}
              </Heading>
              <Text mt="3" color="fg.muted">
                {text}
              </Text>
            </Box>
          </Reveal>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
