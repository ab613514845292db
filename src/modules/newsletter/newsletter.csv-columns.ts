import type { CsvColumn } from '../../server/lib/csv';
import type { NewsletterSubscriber } from './newsletter-subscriber.entity';

/** The columns of the subscriber CSV download; loaded by the export's worker thread, so it imports no ORM. */
const columns: CsvColumn<NewsletterSubscriber>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => s.status },
  { header: 'Signed up', value: (s) => s.createdAt.toISOString() },
  { header: 'Confirmed', value: (s) => s.confirmedAt?.toISOString() ?? '' },
  { header: 'Consent wording', value: (s) => s.consentText ?? '' },
  { header: 'Source page', value: (s) => s.sourcePage ?? '' },
];

export default columns;
