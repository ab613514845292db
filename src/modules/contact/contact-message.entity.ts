import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { INQUIRY_TYPES } from './contact.schema';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const CONTACT_SEARCHABLE = ['name', 'email', 'company', 'subject', 'message'] as const;

export const ContactMessageEntity = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  // The inbox lists newest first.
  indexes: [
    { properties: ['createdAt'] },
    { name: 'contact_messages_inquiry_type_created_at_idx', properties: ['inquiryType', 'createdAt', 'id'] },
    { name: 'contact_messages_is_read_created_at_idx', properties: ['isRead', 'createdAt', 'id'] },
    searchIndex('contact_messages', CONTACT_SEARCHABLE),
  ],
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
