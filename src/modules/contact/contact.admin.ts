import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { contactMessageDto, type ContactMessageDto, type InquiryType } from './contact.schema';
import { ContactMessageEntity, type ContactMessage } from './contact-message.entity';

export const toContactMessageDto = (message: ContactMessage): ContactMessageDto => dtoFrom(contactMessageDto, message);

/** Newest first, optionally of one inquiry type. */
export async function listContactMessages(em: EntityManager, filter: { inquiryType?: InquiryType } = {}): Promise<ContactMessageDto[]> {
  const where = filter.inquiryType ? { inquiryType: filter.inquiryType } : {};
  const rows = await em.find(ContactMessageEntity, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toContactMessageDto);
}

export const countUnreadMessages = (em: EntityManager) => em.count(ContactMessageEntity, { isRead: false });

export const findContactMessage = (em: EntityManager, id: number) => em.findOneOrFail(ContactMessageEntity, { id });

export async function markContactMessage(em: EntityManager, message: ContactMessage, isRead: boolean) {
  message.isRead = isRead;
  await em.flush();
  return message;
}
