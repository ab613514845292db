import { Box, Link as ChakraLink, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import { detailBreadcrumbs, jobPosting } from '../../lib/structured-data';
import type { Position } from '../../loaders/page-data-source';
import { Island } from '../../islands/island';
import { JoinReasons } from './join-reasons';
import { PositionMeta } from './position-meta';
import { ShareButtons } from '../../components/ui/share-buttons';

export function CareerDetailPage({ data: position }: { data: Position }) {
  usePageMeta({
    title: position.title,
    description: summarise(position.description),
    structuredData: (site) => [
      jobPosting(site, position),
      detailBreadcrumbs(site, { name: 'Careers', path: '/careers' }, { name: position.title, path: `/careers/${position.id}` }),
    ],
  });

  return (
    <>
      <PageHero eyebrow="Careers" title={position.title}>
        <Box mt="5">
          <PositionMeta position={position} color="gray.200" />
        </Box>
      </PageHero>
      <Section>
        <ChakraLink asChild mb="8" color="accent" fontWeight="medium" gap="2">
          <Link href="/careers">
            <ArrowLeft size={18} aria-hidden /> Back to All Openings
          </Link>
        </ChakraLink>
        {/* On narrow screens the form follows the role details, before the supporting extras. */}
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 400px' }}
          templateAreas={{ base: '"role" "apply" "extras"', lg: '"role apply" "extras apply"' }}
          columnGap="12"
          rowGap="10"
          alignItems="start"
        >
          <Stack gridArea="role" gap="10">
            <Box>
              <Heading as="h2" textStyle="subTitle" mb="4">
                About the Role
              </Heading>
              <Text textStyle="lead" lineHeight="1.8" whiteSpace="pre-line">
                {position.description}
              </Text>
            </Box>
            {position.requirements.length > 0 && (
              <Box>
                <Heading as="h2" textStyle="subTitle" mb="4">
                  Requirements
                </Heading>
                <List.Root gap="3" ps="5" textStyle="lead" css={{ '& li::marker': { color: 'accent' } }}>
                  {position.requirements.map((requirement) => (
                    <List.Item key={requirement}>{requirement}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
          </Stack>
          <Box gridArea="apply" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Island name="application-panel" props={{ positionId: position.id }} />
          </Box>
          <Stack gridArea="extras" gap="10">
            <JoinReasons />
            <ShareButtons title="Share this Position" path={`/careers/${position.id}`} pageTitle={position.title} iconOnly />
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
