import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { ScrollDownButton } from './scroll-down-button';
import { useSiteSettings } from '../../lib/site-context';
import { ArrowLinkButton } from '../../components/ui/arrow-link-button';
import { CONTENT_WIDTH } from '../../components/ui/section';

const SLOGAN = 'Define. Design. Develop.';

/** Soft brand-blue light behind the headline; decorative only. */
const HERO_GLOW =
  'radial-gradient(circle at 85% 15%, rgba(59, 130, 246, 0.28), transparent 45%), radial-gradient(circle at 10% 90%, rgba(29, 78, 216, 0.22), transparent 40%)';

export function HeroSection() {
  const { homepage, company } = useSiteSettings();
  const facts = [
    { value: '25+', label: 'years of sector experience' },
    { value: '3', label: 'sectors: finance, retail and public' },
    { value: String(company.foundedYear), label: 'founded in London' },
  ];
  return (
    <Box
      as="section"
      id="home"
      aria-labelledby="home-heading"
      position="relative"
      bg="surface.hero"
      backgroundImage={HERO_GLOW}
      color="white"
      minH={{ md: 'calc(100vh - 64px)' }}
      display="flex"
      alignItems="center"
      pt={{ base: '16', md: '24' }}
      pb={{ base: '20', md: '28' }}
    >
      <Container maxW={CONTENT_WIDTH}>
        <Stack gap="6" maxW="4xl">
          <Text color="blue.200" textStyle="overline">
            {SLOGAN}
          </Text>
          <Heading as="h1" id="home-heading" textStyle="display">
            {homepage.headline}
          </Heading>
          {homepage.subheadline && (
            <Text textStyle="lead" color="gray.200" maxW="2xl" lineHeight="tall">
              {homepage.subheadline}
            </Text>
          )}
          <Flex gap="4" wrap="wrap" pt="2">
            <ArrowLinkButton href="/services" colorPalette="blue" size="xl" width={{ base: 'full', sm: 'auto' }}>
              {homepage.ctaPrimary}
            </ArrowLinkButton>
            {/* The one primary action is the solid button; the second reads as a quiet link beside it. */}
            <Button
              asChild
              variant="plain"
              size="xl"
              color="white"
              textDecoration="underline"
              textUnderlineOffset="6px"
              textDecorationColor="whiteAlpha.500"
              _hover={{ textDecorationColor: 'white' }}
              width={{ base: 'full', sm: 'auto' }}
            >
              <Link href="/blog">Read Our Insights</Link>
            </Button>
          </Flex>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap={{ base: '4', sm: '8' }} pt={{ base: '6', md: '10' }} maxW="3xl">
            {facts.map((fact) => (
              <Box as="li" key={fact.label} borderLeftWidth="3px" borderColor="blue.400" pl="4">
                <Text textStyle="figure">{fact.value}</Text>
                <Text textStyle="caption" color="gray.200">
                  {fact.label}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
      <ScrollDownButton />
    </Box>
  );
}
