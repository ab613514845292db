import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { outboxMessageDto, outboxSummaryDto } from './mail.schema';
import { OutboxMessageEntity } from './outbox-message.entity';
import { findOutboxMessage, listOutbox } from './outbox.service';

const tags = ['Admin: Mail'];

const outboxRouter = router({
  list: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/mail/outbox', tags, summary: 'Messages the site sent or is sending, newest first (the latest 200)' },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(z.array(outboxSummaryDto)))
    .query(async ({ ctx }) => ok(await listOutbox(ctx.em), 'Messages retrieved')),

  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/mail/outbox/{id}',
        tags,
        summary: 'One message as the recipient gets it: headers, plain text and HTML',
        errorResponses: { 404: notFoundMessage(OutboxMessageEntity) },
      },
      cache: 'no-store',
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(outboxMessageDto))
    .query(async ({ ctx, input }) => ok(await findOutboxMessage(ctx.em, input.id), 'Message retrieved')),
});

export const mailAdminRouter = router({ outbox: outboxRouter });
