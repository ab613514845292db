import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import type { WebhookEventType } from './webhooks.constants';

/**
 * An HTTPS address staff registered for some events. `secret` (whsec_…) signs every delivery, so it
 * is kept as it is (unlike API keys, only hashed): it is shown once, at creation. An endpoint whose
 * deliveries keep failing is switched off (`isActive` false, `disabledReason` says why).
 */
export const WebhookEndpointEntity = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: (p) => ({
    ...baseProperties(),
    url: p.string().length(2000),
    description: p.string().length(200).default(''),
    events: p.array<WebhookEventType>(),
    secret: p.string().length(100),
    isActive: p.boolean().default(true),
    disabledReason: p.string().length(300).nullable(),
    /** Deliveries in a row that failed for good (every retry used); reset by a success. */
    consecutiveFailures: p.integer().default(0),
    createdBy: p.string().length(100),
  }),
});
nameEntity(WebhookEndpointEntity, 'Webhook');

export type WebhookEndpoint = InferEntity<typeof WebhookEndpointEntity>;
