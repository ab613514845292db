import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { Link } from 'wouter';
import { OnBrandImage } from '../../components/ui/on-brand-image';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { useSiteSettings } from '../../lib/site-context';

const FOUNDER = {
  name: 'Catherine Ashby',
  role: 'Founder & Managing Director',
  photo: '/images/team/catherine-ashby.svg',
};

export function FounderNote() {
  const { company } = useSiteSettings();
  return (
    <Section aria-labelledby="founder-heading">
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr', lg: '340px 1fr' }} gap={{ base: '8', md: '12', lg: '16' }} alignItems="start">
        <Reveal>
          <Stack gap="4" align={{ base: 'center', md: 'flex-start' }} textAlign={{ base: 'center', md: 'start' }}>
            <OnBrandImage
              src={FOUNDER.photo}
              alt={`${FOUNDER.name}, ${FOUNDER.role}`}
              htmlWidth={640}
              htmlHeight={800}
              sizes="(min-width: 62em) 340px, (min-width: 48em) 280px, 220px"
              loading="eager"
              frame={{ w: { base: '220px', md: 'full' }, aspectRatio: '4 / 5', borderRadius: '2xl', boxShadow: 'lg' }}
            />
            <Box>
              <Text fontWeight="bold" textStyle="lead">
                {FOUNDER.name}
              </Text>
              <Text color="fg.muted">{FOUNDER.role}</Text>
            </Box>
          </Stack>
        </Reveal>
        <Reveal>
          <Stack gap="5">
            <Text color="accent" textStyle="overline">
              From our founder
            </Text>
            <Heading as="h2" id="founder-heading" textStyle="sectionTitle">
              Why I started {company.name}
            </Heading>
            <Box color="accent" aria-hidden>
              <Quote size={36} />
            </Box>
            <Stack gap="4" textStyle="lead" color="fg.muted" lineHeight="tall">
              <Text>
                Over more than 25 years in financial services, retail and the public sector, I have seen ambitious change programmes succeed and, just as often,
                stall. The difference was rarely the technology. It was whether the organisation had properly defined the problem, designed the answer with the
                people who would live with it, and developed it in steps it could absorb.
              </Text>
              <Text>
                I founded {company.name} in {company.foundedYear} to bring that discipline to organisations that need senior, hands-on expertise without the
                overheads of a large firm. Every engagement is led by someone who has sat on your side of the table, and every one ends with your own people
                more capable than when we arrived.
              </Text>
              <Text>If you are weighing up a change that matters, I would be glad to talk it through with you.</Text>
            </Stack>
            <Text fontWeight="semibold" color="fg">
              {FOUNDER.name}, {FOUNDER.role}
            </Text>
            <Flex pt="2">
              <Button asChild colorPalette="blue" size="lg">
                <Link href="/contact">Partner With Us</Link>
              </Button>
            </Flex>
          </Stack>
        </Reveal>
      </Grid>
    </Section>
  );
}
