import { z } from 'zod';
import { emailAddress, honeypot, isoDateTime, optionalText, textOfLength } from '../../shared/fields';
import { CONTACT_MESSAGES, INQUIRY_TYPES } from './contact.constants';

export { CONTACT_MESSAGES, CONTACT_SUCCESS_MESSAGE, INQUIRY_TYPE_LABELS, INQUIRY_TYPES, type InquiryType } from './contact.constants';

export const contactMessageInput = z.strictObject({
  name: textOfLength('Name', 2, 200, CONTACT_MESSAGES.name),
  email: emailAddress(CONTACT_MESSAGES.email),
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 200),
  subject: textOfLength('Subject', 2, 300, CONTACT_MESSAGES.subject),
  message: textOfLength('Message', 10, 5000, CONTACT_MESSAGES.message),
  inquiryType: z.enum(INQUIRY_TYPES, { error: CONTACT_MESSAGES.inquiryType }).default('general'),
  website: honeypot,
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const contactMessageDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    subject: z.string(),
    message: z.string(),
    inquiryType: z.enum(INQUIRY_TYPES),
    isRead: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageDto = z.infer<typeof contactMessageDto>;

export const contactReadInput = z.strictObject({ isRead: z.boolean({ error: 'isRead must be true or false' }) });
