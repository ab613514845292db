import type { CsvColumn } from '../../server/lib/csv';
import type { ActivityEntry } from './activity-entry.entity';

/** The columns of the activity log's CSV download; loaded by the export's worker thread, so it imports no ORM. */
const columns: CsvColumn<ActivityEntry>[] = [
  { header: 'When (UTC)', value: (e) => e.at.toISOString() },
  { header: 'Actor', value: (e) => e.actorName },
  { header: 'Actor kind', value: (e) => e.actorKind },
  { header: 'Action', value: (e) => e.action },
  { header: 'Section', value: (e) => e.section },
  { header: 'Item', value: (e) => e.itemId ?? null },
  { header: 'Fields', value: (e) => e.fields.join(' ') },
  { header: 'Summary', value: (e) => e.summary },
  { header: 'Address', value: (e) => e.address ?? null },
  { header: 'User agent', value: (e) => e.userAgent ?? null },
];

export default columns;
