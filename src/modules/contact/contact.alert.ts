import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../mail';
import { INQUIRY_TYPE_LABELS, type InquiryType } from './contact.schema';
import type { ContactMessage } from './contact-message.entity';

/** E-mails the staff address for the message's inquiry type, with Reply-To the sender. */
export function alertStaffOfContactMessage(em: EntityManager, mailer: Mailer, message: ContactMessage): Promise<void> {
  const inquiry = INQUIRY_TYPE_LABELS[message.inquiryType as InquiryType];
  return mailer.alertStaff(em, {
    topic: message.inquiryType,
    subject: `Contact form (${inquiry}): ${message.subject}`,
    replyTo: { name: message.name, email: message.email },
    intro: `${message.name} sent a message through the contact form (${inquiry}). Reply to this e-mail to answer them.`,
    fields: [
      { label: 'Name', value: message.name },
      { label: 'Email', value: message.email },
      { label: 'Phone', value: message.phone },
      { label: 'Company', value: message.company },
      { label: 'Inquiry type', value: inquiry },
      { label: 'Subject', value: message.subject },
      { label: 'Message', value: message.message },
    ],
    dashboardPath: '/admin/dashboard#contacts',
    received: 'your message',
  });
}
