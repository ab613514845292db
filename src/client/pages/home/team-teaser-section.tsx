import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { PANEL_PROPS } from '../../components/ui/surfaces';

export function TeamTeaserSection() {
  return (
    <Section id="team" alt aria-labelledby="team-heading">
      <Reveal>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap="8"
          {...PANEL_PROPS}
          borderRadius="2xl"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="3" maxW="2xl">
            <Flex align="center" gap="3" color="accent">
              <UsersRound size={22} aria-hidden />
              <Text textStyle="overline">Our people</Text>
            </Flex>
            <Heading as="h2" id="team-heading" textStyle="sectionTitle">
              Meet Our Team
            </Heading>
            <Text color="fg.muted" textStyle="lead">
              Business analysts, programme leaders and transformation specialists who have delivered change in banks, retailers and local authorities. The
              people you meet at the first conversation are the people who do the work.
            </Text>
          </Stack>
          <Button asChild colorPalette="blue" variant="outline" size="lg" flexShrink={0}>
            <Link href="/team">Meet the Team</Link>
          </Button>
        </Flex>
      </Reveal>
    </Section>
  );
}
