import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { OutboxSummaryDto } from '../../../../modules/mail/mail.schema';
import { ErrorState, LoadingState } from '../../../components/ui/state-views';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { DetailFields } from '../../components/detail-fields';
import { OutboxStatusBadge } from './outbox-status-badge';

/**
 * One message as its recipient gets it: the headers, the plain text and the HTML. The HTML is shown in
 * a sandboxed frame (no scripts, no forms, no access to the dashboard), whatever it holds.
 */
export function OutboxMessageView({ row }: { row: OutboxSummaryDto }) {
  const query = trpc.admin.mail.outbox.get.useQuery({ id: row.id });
  const message = query.data?.data;
  if (query.isLoading) return <LoadingState />;
  if (!message) return <ErrorState message={query.error?.message ?? 'Message not found'} />;
  return (
    <Stack gap="6">
      <DetailFields
        items={[
          { label: 'Status', value: <OutboxStatusBadge message={message} /> },
          { label: 'Attempts', value: String(message.attempts) },
          ...(message.lastError ? [{ label: 'Server answer', value: message.lastError, long: true }] : []),
          ...(message.sentAt ? [{ label: 'Sent', value: formatDateTime(message.sentAt) }] : []),
          ...Object.entries(message.headers).map(([name, value]) => ({ label: name, value })),
        ]}
      />
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Plain text
        </Heading>
        <Text as="pre" whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm" borderWidth="1px" borderRadius="md" p="3" data-testid="outbox-text">
          {message.text}
        </Text>
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          HTML
        </Heading>
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
          <iframe title={`HTML of “${message.subject}”`} sandbox="" srcDoc={message.html} style={{ width: '100%', height: '28rem', border: 0 }} />
        </Box>
      </Stack>
    </Stack>
  );
}
