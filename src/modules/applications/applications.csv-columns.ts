import { senderColumns, type CsvColumn } from '../../server/lib/csv';
import type { JobApplication } from './job-application.entity';

/** The columns of the application CSV download; loaded by the export's worker thread, so it imports no ORM. */
const columns: CsvColumn<JobApplication>[] = [
  { header: 'Received', value: (a) => a.createdAt.toISOString() },
  { header: 'Position', value: (a) => a.positionTitle },
  ...senderColumns(),
  { header: 'Status', value: (a) => a.status },
  { header: 'Message', value: (a) => a.message },
];

export default columns;
