import type { EntityManager } from '@mikro-orm/postgresql';
import { unusedId } from '../../server/lib/unused-id';
import type { Mailer } from '../mail';
import type { WebhookEvents } from '../webhooks';
import { alertStaffOfContactMessage } from './contact.alert';
import type { ContactMessageInput } from './contact.schema';
import { toContactMessageDto } from './contact.admin';
import { ContactMessageEntity, type ContactMessage } from './contact-message.entity';

/**
 * Stores the message and queues the staff alert and the `contact.created` webhooks in one transaction,
 * committed before the caller can answer success: a stored message always has its alert, and the
 * request never waits for the mail server or an integration.
 */
export function saveContactMessage(
  em: EntityManager,
  { mailer, webhooks }: { mailer: Mailer; webhooks: WebhookEvents },
  input: Required<Omit<ContactMessageInput, 'website'>>,
): Promise<ContactMessage> {
  return em.transactional(async (tx) => {
    const message = tx.create(ContactMessageEntity, { ...input });
    await tx.flush();
    await alertStaffOfContactMessage(tx, mailer, message);
    await webhooks.emit(tx, 'contact.created', toContactMessageDto(message));
    return message;
  });
}

/** The id a discarded (honeypot) message is answered with, as if it had been stored. */
export const discardedMessageId = (em: EntityManager) => unusedId(em, ContactMessageEntity);
