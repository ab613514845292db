import type { EntityManager } from '@mikro-orm/postgresql';
import { toCsv } from '../../server/lib/csv';
import { listSubscribers } from './newsletter.service';

/** Everyone who signed up, with the record of their consent, as the staff's CSV download. */
export async function subscribersCsv(em: EntityManager): Promise<string> {
  return toCsv(await listSubscribers(em), [
    { header: 'Email', value: (s) => s.email },
    { header: 'Status', value: (s) => s.status },
    { header: 'Signed up', value: (s) => s.createdAt },
    { header: 'Confirmed', value: (s) => s.confirmedAt ?? '' },
    { header: 'Consent wording', value: (s) => s.consentText ?? '' },
    { header: 'Source page', value: (s) => s.sourcePage ?? '' },
  ]);
}
