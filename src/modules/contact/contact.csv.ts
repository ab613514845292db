import type { EntityManager } from '@mikro-orm/postgresql';
import { senderColumns, csvPieces } from '../../server/lib/csv';
import { streamMatchingRows, type ListFilters } from '../../server/lib/admin-list';
import { contactList } from './contact.admin';
import { INQUIRY_TYPE_LABELS, type InquiryType } from './contact.schema';
import type { ContactMessage } from './contact-message.entity';

/** The contact messages the list shows for the same search, filters and sort, as the staff's CSV download. */
export function contactMessagesCsv(em: EntityManager, request: ListFilters<typeof contactList>): AsyncGenerator<string> {
  return csvPieces(streamMatchingRows<ContactMessage>(em, contactList, request), [
    { header: 'Received', value: (m) => m.createdAt.toISOString() },
    { header: 'Inquiry type', value: (m) => INQUIRY_TYPE_LABELS[m.inquiryType as InquiryType] },
    ...senderColumns(),
    { header: 'Company', value: (m) => m.company },
    { header: 'Subject', value: (m) => m.subject },
    { header: 'Message', value: (m) => m.message },
    { header: 'Read', value: (m) => (m.isRead ? 'yes' : 'no') },
  ]);
}
