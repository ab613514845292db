import { Link as ChakraLink } from '@chakra-ui/react';
import { CardGrid } from '../../components/ui/card-grid';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageHero } from '../../components/ui/page-hero';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { EmptyState } from '../../components/ui/state-views';
import { usePageMeta } from '../../lib/page-meta';
import type { TeamMember } from '../../loaders/page-data-source';
import { TeamCard } from './team-card';

export function TeamPage({ data: { members } }: { data: { members: TeamMember[] } }) {
  usePageMeta({
    title: 'Meet Our Team',
    description: 'The senior consultants behind our business analysis, programme delivery and digital transformation work.',
  });

  return (
    <>
      <PageHero
        title="Meet Our Team"
        subtitle="Senior practitioners with decades of experience across finance, retail and the public sector, who do the work themselves."
      >
        <ChakraLink asChild mt="6" display="inline-flex" alignItems="center" gap="2" color="white" fontWeight="medium" textDecoration="underline">
          <Link href="/#team">
            <ArrowLeft size={16} aria-hidden /> Back to Home
          </Link>
        </ChakraLink>
      </PageHero>
      <Section>
        {members.length === 0 ? (
          <EmptyState message="No team members found" />
        ) : (
          <CardGrid pairs>
            {members.map((member) => (
              <Reveal key={member.id} h="full">
                <TeamCard member={member} />
              </Reveal>
            ))}
          </CardGrid>
        )}
      </Section>
    </>
  );
}
