import type { EntityManager } from '@mikro-orm/postgresql';
import { contactList } from './contact.admin';
import { matchingRows, type ListFilters } from '../../server/lib/admin-list';
import { csvInWorker, rowsStatement } from '../../server/lib/csv-in-worker';

/** The contact messages the list shows for the same search, filters and sort, as the staff's CSV download. */
export function contactMessagesCsv(em: EntityManager, request: ListFilters<typeof contactList>): AsyncGenerator<Uint8Array> {
  return csvInWorker(em, rowsStatement(em, matchingRows(em, contactList, request), contactList.entity), new URL('./contact.csv-columns.ts', import.meta.url));
}
