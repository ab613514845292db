import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { outboxMessageDto, type OutboxMessageDto } from './mail.schema';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields, oneOfFilter } from '../../shared/list-query';
import { OUTBOX_STATUSES } from './mail.constants';
import { OUTBOX_SEARCHABLE, OutboxMessageEntity } from './outbox-message.entity';

/** What the site sent or is sending, newest first: searched by recipient and subject, filtered by status and date. */
export const outboxList = defineAdminList({
  entity: OutboxMessageEntity,
  searchable: OUTBOX_SEARCHABLE,
  sortable: { createdAt: 'createdAt', subject: 'subject', status: 'status' },
  defaultSort: 'createdAt:desc',
  filters: { status: oneOfFilter('status', OUTBOX_STATUSES, 'Only queued, sent or failed messages'), ...dateRangeFields },
});

export async function findOutboxMessage(em: EntityManager, id: number): Promise<OutboxMessageDto> {
  return dtoFrom(outboxMessageDto, await em.findOneOrFail(OutboxMessageEntity, { id }));
}
