import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields, flagFilter, oneOfFilter } from '../../shared/list-query';
import { contactMessageDto, INQUIRY_TYPES, type ContactMessageDto } from './contact.schema';
import { CONTACT_SEARCHABLE, ContactMessageEntity, type ContactMessage } from './contact-message.entity';

export const toContactMessageDto = (message: ContactMessage): ContactMessageDto => dtoFrom(contactMessageDto, message);

/** The inbox: newest first, searched by sender and text, filtered by inquiry type, read flag and date. */
export const contactList = defineAdminList({
  entity: ContactMessageEntity,
  searchable: CONTACT_SEARCHABLE,
  sortable: { createdAt: 'createdAt', name: 'name', email: 'email', company: 'company', subject: 'subject' },
  defaultSort: 'createdAt:desc',
  filters: {
    inquiryType: oneOfFilter('inquiryType', INQUIRY_TYPES, 'Only messages of this inquiry type'),
    isRead: flagFilter('isRead', 'Only read (true) or unread (false) messages'),
    ...dateRangeFields,
  },
});

export const countUnreadMessages = (em: EntityManager) => em.count(ContactMessageEntity, { isRead: false });

export const findContactMessage = (em: EntityManager, id: number) => em.findOneOrFail(ContactMessageEntity, { id });

export async function markContactMessage(em: EntityManager, message: ContactMessage, isRead: boolean) {
  message.isRead = isRead;
  await em.flush();
  return message;
}
