import type { EntityManager } from '@mikro-orm/postgresql';
import { senderColumns, toCsv } from '../../server/lib/csv';
import { listContactMessages } from './contact.admin';
import { INQUIRY_TYPE_LABELS } from './contact.schema';

/** Every contact message, newest first, as the staff's CSV download. */
export async function contactMessagesCsv(em: EntityManager): Promise<string> {
  return toCsv(await listContactMessages(em), [
    { header: 'Received', value: (m) => m.createdAt },
    { header: 'Inquiry type', value: (m) => INQUIRY_TYPE_LABELS[m.inquiryType] },
    ...senderColumns(),
    { header: 'Company', value: (m) => m.company },
    { header: 'Subject', value: (m) => m.subject },
    { header: 'Message', value: (m) => m.message },
    { header: 'Read', value: (m) => (m.isRead ? 'yes' : 'no') },
  ]);
}
