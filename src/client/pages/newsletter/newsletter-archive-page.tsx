import { Box, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../shared/dates';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../lib/page-meta';
import type { ArchivedIssueSummary } from '../../loaders/page-data-source';

/** `/newsletter`: every issue sent to subscribers, newest first (shown when Settings → Newsletter says so). */
export function NewsletterArchivePage({ data: { issues } }: { data: { issues: ArchivedIssueSummary[] } }) {
  usePageMeta({ title: 'Newsletter', description: 'Past issues of our newsletter: what we learned with our clients, month by month.' });
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="Past Issues"
        subtitle="What we learned with our clients, as our subscribers read it. Sign up at the foot of any page."
      />
      <Section>
        {issues.length === 0 ? (
          <Text fontSize="lg" color="fg.muted">
            No issue has been sent yet.
          </Text>
        ) : (
          <Stack as="ul" gap="6" listStyleType="none" maxW="3xl">
            {issues.map((issue) => (
              <LinkBox as="li" key={issue.id} borderWidth="1px" borderRadius="xl" p="6" _hover={{ borderColor: 'accent' }}>
                <Text asChild fontSize="sm" color="fg.muted">
                  <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>
                </Text>
                <Heading as="h2" size="lg" mt="1">
                  <LinkOverlay asChild>
                    <Link href={`/newsletter/${issue.id}`}>{issue.subject}</Link>
                  </LinkOverlay>
                </Heading>
                {issue.preheader && (
                  <Box mt="2" color="fg.muted">
                    {issue.preheader}
                  </Box>
                )}
              </LinkBox>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}
