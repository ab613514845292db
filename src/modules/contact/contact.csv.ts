import type { EntityManager } from '@mikro-orm/postgresql';
import { contactList } from './contact.admin';
import type { ListFilters } from '../../server/lib/admin-list';
import { listCsv } from '../../server/lib/csv-in-worker';

/** The contact messages the list shows for the same search, filters and sort, as the staff's CSV download. */
export function contactMessagesCsv(em: EntityManager, request: ListFilters<typeof contactList>): AsyncGenerator<Uint8Array> {
  return listCsv(em, contactList, request, new URL('./contact.csv-columns.ts', import.meta.url));
}
