import { Badge } from '@chakra-ui/react';
import { OUTBOX_STATUS_LABELS, type OutboxSummaryDto } from '../../../../modules/mail/mail.schema';

const STATUS_COLORS = { queued: 'gray', sent: 'green', failed: 'red' } as const;

/** Queued, Sent (or "outbox only" when no SMTP server is configured), Failed. */
export function OutboxStatusBadge({ message }: { message: Pick<OutboxSummaryDto, 'status' | 'delivery'> }) {
  return (
    <Badge colorPalette={STATUS_COLORS[message.status]} variant="subtle">
      {OUTBOX_STATUS_LABELS[message.status]}
      {message.status === 'sent' && message.delivery === 'outbox' ? ' (outbox only)' : ''}
    </Badge>
  );
}
