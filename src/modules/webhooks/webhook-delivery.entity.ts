import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import type { WebhookDeliveryStatus, WebhookEventType } from './webhooks.constants';

/**
 * One event for one endpoint, and how sending it went. `messageId` is the `webhook-id` header: the
 * same on every retry and replay, so a receiver can drop a message it already handled.
 */
export const WebhookDeliveryEntity = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  indexes: [{ name: 'webhook_deliveries_endpoint_created_idx', properties: ['endpoint', 'createdAt'] }],
  properties: (p) => ({
    ...baseProperties(),
    endpoint: p.manyToOne(WebhookEndpointEntity).deleteRule('cascade'),
    messageId: p.string().length(40).unique(),
    eventType: p.string().length(40).$type<WebhookEventType>(),
    /** The body sent: `{type, timestamp, data}`, as JSON text, so the signature covers exactly these bytes. */
    body: p.text(),
    status: p.string().length(16).$type<WebhookDeliveryStatus>(),
    attempts: p.integer().default(0),
    lastStatusCode: p.integer().nullable(),
    lastResponseMs: p.integer().nullable(),
    lastError: p.string().length(500).nullable(),
    deliveredAt: p.datetime().nullable(),
  }),
});
nameEntity(WebhookDeliveryEntity, 'Webhook delivery');

export type WebhookDelivery = InferEntity<typeof WebhookDeliveryEntity>;
