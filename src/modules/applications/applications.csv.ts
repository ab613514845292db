import type { EntityManager } from '@mikro-orm/postgresql';
import { csvPieces, senderColumns } from '../../server/lib/csv';
import { streamMatchingRows, type ListFilters } from '../../server/lib/admin-list';
import { applicationList } from './applications.admin';
import type { JobApplication } from './job-application.entity';

/** The applications the list shows for the same search, filters and sort, as the staff's CSV download. */
export function applicationsCsv(em: EntityManager, request: ListFilters<typeof applicationList>): AsyncGenerator<string> {
  return csvPieces(streamMatchingRows<JobApplication>(em, applicationList, request), [
    { header: 'Received', value: (a) => a.createdAt.toISOString() },
    { header: 'Position', value: (a) => a.positionTitle },
    ...senderColumns(),
    { header: 'Status', value: (a) => a.status },
    { header: 'Message', value: (a) => a.message },
  ]);
}
