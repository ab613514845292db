import type { EntityManager } from '@mikro-orm/postgresql';
import { toCsv } from '../../server/lib/csv';
import { listSubscribers } from './newsletter.service';

/** Every subscriber as the staff's CSV download. */
export async function subscribersCsv(em: EntityManager): Promise<string> {
  return toCsv(await listSubscribers(em), [
    { header: 'Email', value: (s) => s.email },
    { header: 'Subscribed', value: (s) => s.createdAt },
  ]);
}
