import type { EntityManager } from '@mikro-orm/postgresql';
import { csvPieces } from '../../server/lib/csv';
import { streamMatchingRows, type ListFilters } from '../../server/lib/admin-list';
import { subscriberList } from './newsletter.service';
import type { NewsletterSubscriber } from './newsletter-subscriber.entity';

/** The sign-ups the list shows for the same search, filters and sort, with the record of their consent, as CSV. */
export function subscribersCsv(em: EntityManager, request: ListFilters<typeof subscriberList>): AsyncGenerator<string> {
  return csvPieces(streamMatchingRows<NewsletterSubscriber>(em, subscriberList, request), [
    { header: 'Email', value: (s) => s.email },
    { header: 'Status', value: (s) => s.status },
    { header: 'Signed up', value: (s) => s.createdAt.toISOString() },
    { header: 'Confirmed', value: (s) => s.confirmedAt?.toISOString() ?? '' },
    { header: 'Consent wording', value: (s) => s.consentText ?? '' },
    { header: 'Source page', value: (s) => s.sourcePage ?? '' },
  ]);
}
