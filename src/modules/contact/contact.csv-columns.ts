import { senderColumns, type CsvColumn } from '../../server/lib/csv';
import { INQUIRY_TYPE_LABELS, type InquiryType } from './contact.constants';
import type { ContactMessage } from './contact-message.entity';

/** The columns of the contact CSV download; loaded by the export's worker thread, so it imports no ORM. */
const columns: CsvColumn<ContactMessage>[] = [
  { header: 'Received', value: (m) => m.createdAt.toISOString() },
  { header: 'Inquiry type', value: (m) => INQUIRY_TYPE_LABELS[m.inquiryType as InquiryType] },
  ...senderColumns(),
  { header: 'Company', value: (m) => m.company },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Read', value: (m) => (m.isRead ? 'yes' : 'no') },
];

export default columns;
