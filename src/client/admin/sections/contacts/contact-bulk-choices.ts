import type { BulkChoice } from '../../components/bulk-actions';

/** What staff can do to many messages at once (POST /api/admin/contacts/bulk). */
export const CONTACT_BULK_CHOICES: BulkChoice[] = [
  { action: 'mark-read', label: 'Mark read', question: (rows) => `Mark ${rows} as read?` },
  { action: 'mark-unread', label: 'Mark unread', question: (rows) => `Mark ${rows} as unread?` },
  { action: 'delete', label: 'Delete', destructive: true, question: (rows) => `Delete ${rows} for good? This cannot be undone.` },
];
