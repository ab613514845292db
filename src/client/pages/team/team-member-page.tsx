import { Box, Container, Flex, Grid, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Section } from '../../components/ui/section';
import { LoadingState } from '../../components/ui/state-views';
import { summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import { detailBreadcrumbs } from '../../lib/structured-data';
import { trpc } from '../../lib/trpc';
import { parseId } from '../../routes';
import { MemberPhoto } from './member-photo';
import { MemberProfile } from './member-profile';
import { MemberSidebar } from './member-sidebar';
import { splitLines } from './split-lines';
import { TeamMemberNotFound } from './team-member-not-found';

export function TeamMemberPage() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const query = trpc.team.byId.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
  const member = query.data?.data;
  const loading = id !== undefined && query.isPending;
  const notFound = !loading && !member;

  usePageMeta({
    title: member?.name ?? (loading ? 'Team' : 'Team Member Not Found'),
    description: member && summarise(`${member.title}. ${splitLines(member.bio)[0] ?? ''}`),
    image: member?.photoUrl,
    imageAlt: member?.name,
    noindex: notFound,
    status: notFound ? 404 : undefined,
    structuredData: member && ((site) => [detailBreadcrumbs(site, { name: 'Team', path: '/team' }, { name: member.name, path: `/team/${member.id}` })]),
  });

  if (loading) return <LoadingState label="Loading team member…" />;
  if (!member) return <TeamMemberNotFound />;

  return (
    <>
      <Box bg="surface.hero" color="white" pt={{ base: '8', md: '10' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <ChakraLink asChild color="gray.200" fontWeight="medium" display="inline-flex" alignItems="center" gap="2" _hover={{ color: 'white' }}>
            <Link href="/team">
              <ArrowLeft size={16} aria-hidden /> Back to Team
            </Link>
          </ChakraLink>
          <Flex mt="8" direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} gap={{ base: '6', md: '10' }}>
            <Box borderRadius="full" borderWidth="4px" borderColor="whiteAlpha.400" flexShrink={0}>
              <MemberPhoto name={member.name} photoUrl={member.photoUrl} size={176} priority />
            </Box>
            <Box>
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="1.15">
                {member.name}
              </Heading>
              <Text mt="3" fontSize={{ base: 'lg', md: 'xl' }} color="blue.200" fontWeight="medium">
                {member.title}
              </Text>
            </Box>
          </Flex>
        </Container>
      </Box>
      <Section>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <MemberProfile member={member} />
          <MemberSidebar member={member} />
        </Grid>
      </Section>
    </>
  );
}
