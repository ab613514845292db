import { Text } from '@chakra-ui/react';
import type { OutboxSummaryDto } from '../../../../modules/mail/mail.schema';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { describeReadOnlySection } from '../../content/section-description';
import { OutboxMessageView } from './outbox-message-view';
import { OutboxStatusBadge } from './outbox-status-badge';

export default describeReadOnlySection<OutboxSummaryDto>({
  title: 'Mail Outbox',
  description:
    'Every e-mail the site sends, newest first. Without SMTP_URL nothing leaves the server: messages are kept here only ("outbox only"). A failed message shows the mail server’s answer and is retried.',
  caption: 'Sent and queued e-mail',
  emptyMessage: 'No e-mail yet. Alerts for new contact messages and applications appear here.',
  noun: 'message',
  nameField: 'subject',
  procedures: { list: trpc.admin.mail.outbox.list },
  columns: [
    { header: 'Queued', sortField: 'createdAt', hideBelow: 'md', cell: (m) => <Text whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Text> },
    { header: 'To', hideBelow: 'lg', field: 'to' },
    { header: 'Subject', cell: (m) => <Text lineClamp="2">{m.subject}</Text> },
    { header: 'Status', cell: (m) => <OutboxStatusBadge message={m} /> },
  ],
  detail: OutboxMessageView,
});
