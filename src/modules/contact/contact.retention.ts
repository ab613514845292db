import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessageEntity } from './contact-message.entity';

/** Deletes the contact messages that arrived before `cutoff` (the retention job); answers how many. */
export const removeContactMessagesReceivedBefore = (em: EntityManager, cutoff: Date): Promise<number> =>
  em.nativeDelete(ContactMessageEntity, { createdAt: { $lt: cutoff } });
