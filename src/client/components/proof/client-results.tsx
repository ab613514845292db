import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CardGrid } from '../ui/card-grid';
import type { CaseResult } from '../../loaders/page-data-source';
import { Reveal } from '../ui/reveal';
import { ResponsiveImage } from '../ui/responsive-image';
import { CONTENT_WIDTH } from '../ui/section';

/** Where the band sits: a navy band between light ones, or the alternate surface beside the navy footer. */
type Tone = 'navy' | 'alt';

const TONES = {
  navy: {
    bg: 'surface.hero',
    color: 'white',
    eyebrow: 'blue.200',
    muted: 'gray.200',
    figure: 'white',
    card: { bg: 'whiteAlpha.50', borderColor: 'whiteAlpha.200' },
  },
  alt: { bg: 'surface.alt', color: 'fg', eyebrow: 'accent', muted: 'fg.muted', figure: 'accent', card: { bg: 'bg.panel', borderColor: 'border' } },
} as const;

function ResultCard({ result, tone }: { result: CaseResult; tone: Tone }) {
  const colours = TONES[tone];
  return (
    <Stack as="article" gap="4" h="full" p={{ base: '6', md: '8' }} borderWidth="1px" borderRadius="xl" {...colours.card}>
      <Flex justify="space-between" align="center" gap="3" minH="8">
        {result.logoUrl ? (
          <Box bg="white" borderRadius="md" px="3" py="1.5">
            <ResponsiveImage src={result.logoUrl} alt={result.clientName} htmlWidth={120} htmlHeight={32} sizes="120px" h="6" w="auto" fit="contain" />
          </Box>
        ) : (
          <Text fontWeight="semibold">{result.clientName}</Text>
        )}
        <Text textStyle="overline" color={colours.eyebrow} textAlign="end">
          {result.sector}
        </Text>
      </Flex>
      <Text textStyle="figure" color={colours.figure}>
        {result.outcomeFigure}
      </Text>
      <Text color={colours.muted}>{result.outcome}</Text>
      {result.quote && (
        <Box as="figure" mt="auto" pt="4" borderTopWidth="1px" borderColor={colours.card.borderColor}>
          <Text as="blockquote" fontStyle="italic">
            “{result.quote}”
          </Text>
          {result.quoteBy && (
            <Text as="figcaption" mt="2" textStyle="caption" color={colours.muted}>
              {result.quoteBy}
              {result.quoteRole && `, ${result.quoteRole}`}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The firm's proof: what clients achieved with it, one number and one sentence each, with their words
 * where they gave them. Plain content (no Review markup: these quotes are self-published). Nothing at all
 * when there are none.
 */
export function ClientResults({ results, tone }: { results: CaseResult[]; tone: Tone }) {
  if (results.length === 0) return null;
  const colours = TONES[tone];
  return (
    <Box as="section" aria-labelledby="results-heading" bg={colours.bg} color={colours.color} py={{ base: '14', md: '20' }}>
      <Container maxW={CONTENT_WIDTH}>
        <Reveal>
          <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
            <Text textStyle="overline" color={colours.eyebrow}>
              Client results
            </Text>
            <Heading as="h2" id="results-heading" textStyle="sectionTitle">
              Outcomes our clients can measure
            </Heading>
          </Stack>
        </Reveal>
        <CardGrid>
          {results.map((result) => (
            <Reveal key={result.id} h="full">
              <ResultCard result={result} tone={tone} />
            </Reveal>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}
