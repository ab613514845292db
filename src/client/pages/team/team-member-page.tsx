import { Box, Container, Flex, Grid, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Section } from '../../components/ui/section';
import { summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import { detailBreadcrumbs } from '../../lib/structured-data';
import type { TeamMember } from '../../loaders/page-data-source';
import { MemberPhoto } from './member-photo';
import { MemberProfile } from './member-profile';
import { MemberSidebar } from './member-sidebar';
import { splitLines } from './split-lines';
import { CONTENT_WIDTH } from '../../components/ui/section';

export function TeamMemberPage({ data: member }: { data: TeamMember }) {
  usePageMeta({
    title: member.name,
    description: summarise(`${member.title}. ${splitLines(member.bio)[0] ?? ''}`),
    image: member.photoUrl,
    imageAlt: member.name,
    structuredData: (site) => [detailBreadcrumbs(site, { name: 'Team', path: '/team' }, { name: member.name, path: `/team/${member.id}` })],
  });

  return (
    <>
      <Box bg="surface.hero" color="white" pt={{ base: '8', md: '10' }} pb={{ base: '12', md: '16' }}>
        <Container maxW={CONTENT_WIDTH}>
          <ChakraLink asChild color="gray.200" fontWeight="medium" display="inline-flex" alignItems="center" gap="2" _hover={{ color: 'white' }}>
            <Link href="/team">
              <ArrowLeft size={16} aria-hidden /> Back to Team
            </Link>
          </ChakraLink>
          <Flex mt="8" direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} gap={{ base: '6', md: '10' }}>
            <MemberPhoto name={member.name} photoUrl={member.photoUrl} width="176px" sizes="176px" priority />
            <Box>
              <Heading as="h1" textStyle="pageTitle">
                {member.name}
              </Heading>
              <Text mt="3" textStyle="lead" color="blue.200" fontWeight="medium">
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
