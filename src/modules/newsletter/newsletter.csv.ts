import type { EntityManager } from '@mikro-orm/postgresql';
import { subscriberList } from './newsletter.service';
import type { ListFilters } from '../../server/lib/admin-list';
import { listCsv } from '../../server/lib/csv-in-worker';

/** The sign-ups the list shows for the same search, filters and sort, with the record of their consent, as CSV. */
export function subscribersCsv(em: EntityManager, request: ListFilters<typeof subscriberList>): AsyncGenerator<Uint8Array> {
  return listCsv(em, subscriberList, request, new URL('./newsletter.csv-columns.ts', import.meta.url));
}
