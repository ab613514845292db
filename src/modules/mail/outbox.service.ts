import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { outboxMessageDto, outboxSummaryDto, type OutboxMessageDto, type OutboxSummaryDto } from './mail.schema';
import { OutboxMessageEntity } from './outbox-message.entity';

// The dashboard shows recent mail; older messages stay in the table.
const OUTBOX_PAGE = 200;

/** The most recent messages, newest first. */
export async function listOutbox(em: EntityManager): Promise<OutboxSummaryDto[]> {
  const rows = await em.find(OutboxMessageEntity, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: OUTBOX_PAGE });
  return rows.map((row) => dtoFrom(outboxSummaryDto, row));
}

export async function findOutboxMessage(em: EntityManager, id: number): Promise<OutboxMessageDto> {
  return dtoFrom(outboxMessageDto, await em.findOneOrFail(OutboxMessageEntity, { id }));
}
