import type { EntityManager } from '@mikro-orm/postgresql';
import { applicationList } from './applications.admin';
import type { ListFilters } from '../../server/lib/admin-list';
import { listCsv } from '../../server/lib/csv-in-worker';

/** The applications the list shows for the same search, filters and sort, as the staff's CSV download. */
export function applicationsCsv(em: EntityManager, request: ListFilters<typeof applicationList>): AsyncGenerator<Uint8Array> {
  return listCsv(em, applicationList, request, new URL('./applications.csv-columns.ts', import.meta.url));
}
