import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OVERVIEW_COUNT_CAP, type OverviewDto } from '../../../../modules/overview/overview.schema';
import { formatDateTime } from '../../../../shared/dates';
import { ErrorState, LoadingState } from '../../../components/ui/state-views';
import { trpc } from '../../../lib/trpc';
import { SectionHeader } from '../../components/section-header';

const figure = (count: number) => (count >= OVERVIEW_COUNT_CAP ? `${OVERVIEW_COUNT_CAP.toLocaleString('en')}+` : count.toLocaleString('en'));

/** Each figure and the list view that shows its rows: the link opens the section already filtered. */
const tiles = (overview: OverviewDto) => [
  { label: 'Unread messages', count: overview.unreadMessages, href: '#contacts?isRead=false' },
  {
    label: overview.since ? 'New applications since your last visit' : 'New applications',
    count: overview.newApplications,
    href: `#applications?status=new${overview.since ? `&from=${encodeURIComponent(overview.since)}` : ''}`,
  },
  { label: 'Draft blog posts', count: overview.draftPosts, href: '#blog?isPublished=false' },
  { label: 'Sign-ups awaiting confirmation', count: overview.pendingSignUps, href: '#newsletter?status=pending' },
];

/** The dashboard's landing section: what needs attention, each figure a link to its filtered list, and what happened lately. */
export default function OverviewSection() {
  // What arrived since the last look: fetched afresh whenever the section opens.
  const overview = trpc.admin.overview.get.useQuery(undefined, { refetchOnMount: 'always' });
  const data = overview.data?.data;
  return (
    <Stack gap="0">
      <SectionHeader
        title="Overview"
        description={data?.since ? `What needs attention. Your last visit: ${formatDateTime(data.since)}.` : 'What needs attention.'}
      />
      {overview.isLoading && <LoadingState />}
      {overview.error && <ErrorState message={overview.error.message} />}
      {data && (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {tiles(data).map((tile) => (
              <Link
                key={tile.label}
                href={tile.href}
                display="block"
                p="4"
                borderWidth="1px"
                borderRadius="lg"
                bg="bg.panel"
                _hover={{ borderColor: 'accent', textDecoration: 'none' }}
                aria-label={`${figure(tile.count)} ${tile.label.toLowerCase()}`}
              >
                <Text fontSize="3xl" fontWeight="semibold" lineHeight="1">
                  {figure(tile.count)}
                </Text>
                <Text mt="2" fontSize="sm" color="fg.muted">
                  {tile.label}
                </Text>
              </Link>
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Panel title="Newest unread messages" more={{ href: '#contacts?isRead=false', label: 'All unread messages' }}>
              {data.recentMessages.length === 0 && <Text color="fg.muted">Nothing unread. New messages from the contact form show here.</Text>}
              {data.recentMessages.map((message) => (
                <Box key={message.id}>
                  <Text fontWeight="medium" lineClamp="1">
                    {message.subject}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {message.name} · {formatDateTime(message.createdAt)}
                  </Text>
                </Box>
              ))}
            </Panel>
            <Panel title="Scheduled changes">
              {data.scheduled.length === 0 && (
                <Text color="fg.muted">Nothing scheduled. A draft given a publish time, or an item given an unpublish time, shows here until then.</Text>
              )}
              {data.scheduled.map((change) => (
                <Box key={`${change.section}-${change.itemId}`}>
                  <Text fontWeight="medium" lineClamp="1">
                    {change.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {change.action === 'publish' ? 'Goes live' : 'Comes off the site'} · {change.section} · {formatDateTime(change.at)}
                  </Text>
                </Box>
              ))}
            </Panel>
            <Panel title="Recent activity" more={{ href: '#activity', label: 'The whole activity log' }}>
              {data.recentActivity.map((entry) => (
                <Box key={entry.id}>
                  <Text lineClamp="1">{entry.summary}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {entry.actorName} · {formatDateTime(entry.at)}
                  </Text>
                </Box>
              ))}
            </Panel>
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

function Panel({ title, more, children }: { title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel" minW="0">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
      {more && (
        <Link href={more.href} fontSize="sm" color="accent">
          {more.label}
        </Link>
      )}
    </Stack>
  );
}
