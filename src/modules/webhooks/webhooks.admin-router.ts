import { z } from 'zod';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet, adminRemove } from '../../server/trpc/admin-procedures';
import { adminList } from '../../server/trpc/admin-list';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { createdWebhookDto, webhookDeliveryDto, webhookDto, webhookInput, webhookUpdate } from './webhooks.schema';
import { createWebhook, findDelivery, findWebhook, listDeliveries, webhookList, toDeliveryDto, toWebhookDto, updateWebhook } from './webhooks.service';

const tags = ['Admin: webhooks'];
const NOT_FOUND = notFoundMessage(WebhookEndpointEntity);
const DELIVERY_NOT_FOUND = notFoundMessage(WebhookDeliveryEntity);

/** Staff register the endpoints integrations receive events at; no API key can (STAFF_ONLY). */
export const webhooksAdminRouter = router({
  list: adminList({
    list: webhookList,
    path: '/admin/webhooks',
    tags,
    summary: 'Webhook endpoints, newest first, with whether each is on, a page at a time: search with ?q=, sort with ?sort=',
    scope: STAFF_ONLY,
    dto: webhookDto,
    toDto: toWebhookDto,
    message: ({ total }) => `${total} webhook${total === 1 ? '' : 's'}`,
  }),

  get: adminGet({
    path: '/admin/webhooks/{id}',
    tags,
    summary: 'One webhook endpoint',
    notFound: NOT_FOUND,
    message: 'Webhook retrieved',
    find: findWebhook,
    dto: webhookDto,
    toDto: toWebhookDto,
    scope: STAFF_ONLY,
  }),

  create: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/webhooks',
        tags,
        summary: 'Register an endpoint for some events; data.secret, which signs every delivery, is shown this once',
        errorResponses: { 400: 'Invalid URL or events, or a private address' },
      },
      changes: [],
      creates: '/admin/webhooks/{id}',
    })
    .input(webhookInput)
    .output(envelope(createdWebhookDto))
    .mutation(async ({ ctx, input }) => {
      const endpoint = await createWebhook(ctx.em, input, ctx.session.user.username, ctx.config.webhooks);
      return ok({ ...toWebhookDto(endpoint), secret: endpoint.secret }, 'Webhook created');
    }),

  update: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/webhooks/{id}',
        tags,
        summary: 'Change the address, description or events, or switch the endpoint on (clearing its failures) or off',
        errorResponses: { 400: 'Invalid URL or events, or a private address', 404: NOT_FOUND },
      },
      changes: [],
    })
    .input(webhookUpdate.extend({ id: idParam }))
    .output(envelope(webhookDto))
    .mutation(async ({ ctx, input: { id, ...changes } }) =>
      ok(toWebhookDto(await updateWebhook(ctx.em, await findWebhook(ctx.em, id), changes, ctx.config.webhooks)), 'Webhook updated'),
    ),

  remove: adminRemove({
    path: '/admin/webhooks/{id}',
    tags,
    summary: 'Delete an endpoint and its delivery log; nothing more is sent to it',
    notFound: NOT_FOUND,
    message: 'Webhook deleted',
    find: findWebhook,
    scope: STAFF_ONLY,
  }),

  deliveries: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/webhooks/{id}/deliveries',
        tags,
        summary: 'The endpoint’s latest 50 deliveries, newest first: status, attempts, the last answer and its time',
        errorResponses: { 404: NOT_FOUND },
      },
      cache: 'no-store',
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.array(webhookDeliveryDto)))
    .query(async ({ ctx, input: { id } }) => ok((await listDeliveries(ctx.em, await findWebhook(ctx.em, id))).map(toDeliveryDto), 'Deliveries retrieved')),

  replay: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/webhooks/{id}/deliveries/{deliveryId}/replay',
        tags,
        summary: 'Send a delivery again, with the same webhook-id, whether it failed or was delivered',
        errorResponses: { 404: DELIVERY_NOT_FOUND },
      },
      changes: [],
    })
    .input(z.strictObject({ id: idParam, deliveryId: idParam }))
    .output(envelope(webhookDeliveryDto))
    .mutation(async ({ ctx, input: { id, deliveryId } }) => {
      const delivery = await findDelivery(ctx.em, await findWebhook(ctx.em, id), deliveryId);
      await ctx.webhooks.replay(ctx.em, delivery);
      await ctx.em.refresh(delivery);
      return ok(toDeliveryDto(delivery), 'Delivery queued again');
    }),
});
