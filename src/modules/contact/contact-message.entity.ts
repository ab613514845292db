import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { INQUIRY_TYPES } from './contact.schema';

export const ContactMessageEntity = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  // The inbox lists newest first.
  indexes: [{ properties: ['createdAt'] }],
  properties: (p) => ({
    ...baseProperties(),
    name: p.string().length(200),
    email: p.string().length(320),
    phone: p.string().length(50).default(''),
    company: p.string().length(200).default(''),
    subject: p.string().length(300),
    message: p.text(),
    inquiryType: p.enum([...INQUIRY_TYPES]).default('general'),
    isRead: p.boolean().default(false),
  }),
});
nameEntity(ContactMessageEntity, 'Message');

export type ContactMessage = InferEntity<typeof ContactMessageEntity>;
