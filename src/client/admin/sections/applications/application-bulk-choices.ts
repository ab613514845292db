import { APPLICATION_STATUSES } from '../../../../modules/applications/application.schema';
import type { BulkChoice } from '../../components/bulk-actions';
import { STATUS_LABELS } from './application-status-select';

/** What staff can do to many applications at once (POST /api/admin/applications/bulk): set one status, or delete. */
export const APPLICATION_BULK_CHOICES: BulkChoice[] = [
  ...APPLICATION_STATUSES.map((status) => ({
    action: 'set-status',
    params: { status },
    label: `Set “${STATUS_LABELS[status]}”`,
    question: (rows: string) => `Set the status of ${rows} to “${STATUS_LABELS[status]}”?`,
  })),
  { action: 'delete', label: 'Delete', destructive: true, question: (rows) => `Delete ${rows} for good? This cannot be undone.` },
];
