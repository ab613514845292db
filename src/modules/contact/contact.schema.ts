import { z } from 'zod';
import { honeypot, isoDateTime, optionalText, typeMessage } from '../../shared/fields';
import { CONTACT_MESSAGES, INQUIRY_TYPES } from './contact.constants';

export { CONTACT_MESSAGES, CONTACT_SUCCESS_MESSAGE, INQUIRY_TYPE_LABELS, INQUIRY_TYPES, type InquiryType } from './contact.constants';

export const contactMessageInput = z.strictObject({
  name: z
    .string({ error: typeMessage('Name must be text', CONTACT_MESSAGES.name) })
    .trim()
    .min(2, CONTACT_MESSAGES.name)
    .max(200, 'Name must be at most 200 characters'),
  email: z
    .string({ error: typeMessage('Email must be text', CONTACT_MESSAGES.email) })
    .trim()
    .max(320, CONTACT_MESSAGES.email)
    .email(CONTACT_MESSAGES.email),
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 200),
  subject: z
    .string({ error: typeMessage('Subject must be text', CONTACT_MESSAGES.subject) })
    .trim()
    .min(2, CONTACT_MESSAGES.subject)
    .max(300, 'Subject must be at most 300 characters'),
  message: z
    .string({ error: typeMessage('Message must be text', CONTACT_MESSAGES.message) })
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(5000, 'Message must be at most 5000 characters'),
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
