import type { EntityManager } from '@mikro-orm/postgresql';
import { unusedId } from '../../server/lib/unused-id';
import type { ContactMessageInput } from './contact.schema';
import { ContactMessageEntity, type ContactMessage } from './contact-message.entity';

/** Stores the message; it is flushed before the caller can answer success. */
export async function saveContactMessage(em: EntityManager, input: Required<Omit<ContactMessageInput, 'website'>>): Promise<ContactMessage> {
  const message = em.create(ContactMessageEntity, { ...input });
  await em.flush();
  return message;
}

/** The id a discarded (honeypot) message is answered with, as if it had been stored. */
export const discardedMessageId = (em: EntityManager) => unusedId(em, ContactMessageEntity);
