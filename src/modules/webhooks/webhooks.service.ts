import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Refusal } from '../../server/lib/refusal';
import type { JobQueue, JobRun } from '../../server/lib/job-queue';
import { dtoFrom } from '../../server/lib/dto';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields } from '../../shared/list-query';
import { refusedAddress } from '../../server/lib/outbound-address';
import { WebhookDeliveryEntity, type WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpointEntity, type WebhookEndpoint } from './webhook-endpoint.entity';
import { newWebhookSecret, webhookSignature } from './webhook-signature';
import { webhookDeliveryDto, webhookDto, type webhookInput, type webhookUpdate } from './webhooks.schema';
import type { WebhookEventType } from './webhooks.constants';
import type { z } from 'zod';

const WEBHOOK_QUEUE = 'webhook-deliver';
/** Deliveries in a row that fail after every retry before the endpoint is switched off. */
const DISABLE_AFTER_FAILED_DELIVERIES = 5;
const LISTED_DELIVERIES = 50;

export type WebhookConfig = { allowPrivate: boolean; retries: number; retryDelaySeconds: number };

/** How a delivery leaves: a POST of the body with the given headers (server/http/outbound-post.ts), and how it went. */
export type PostJson = (post: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
}) => Promise<{ ok: true; status: number; ms: number } | { ok: false; status: number | null; ms: number; error: string }>;

/** What the modules use to tell integrations something happened; sending never waits for the receiver. */
export type WebhookEvents = {
  /** Queues the event for every active endpoint subscribed to it, in the caller's transaction when there is one. */
  emit: (em: EntityManager, type: WebhookEventType, data: Record<string, unknown>) => Promise<void>;
  /** Sends a delivery again (same message id), whatever became of it. */
  replay: (em: EntityManager, delivery: WebhookDelivery) => Promise<void>;
};

export const toWebhookDto = (endpoint: WebhookEndpoint) => dtoFrom(webhookDto, endpoint);
export const toDeliveryDto = (delivery: WebhookDelivery) => dtoFrom(webhookDeliveryDto, delivery);

async function checkedUrl(url: string, config: WebhookConfig): Promise<string> {
  const refused = await refusedAddress(new URL(url), config.allowPrivate);
  if (refused) throw new Refusal('VALIDATION_FAILED', refused, 'url');
  return url;
}

export async function createWebhook(em: EntityManager, input: z.output<typeof webhookInput>, createdBy: string, config: WebhookConfig) {
  const url = await checkedUrl(input.url, config);
  const endpoint = em.create(WebhookEndpointEntity, { ...input, url, secret: newWebhookSecret(), createdBy, isActive: true, consecutiveFailures: 0 });
  await em.flush();
  return endpoint;
}

export async function updateWebhook(em: EntityManager, endpoint: WebhookEndpoint, changes: z.output<typeof webhookUpdate>, config: WebhookConfig) {
  const { isActive, url, ...rest } = changes;
  em.assign(endpoint, rest);
  if (url !== undefined) endpoint.url = await checkedUrl(url, config);
  if (isActive === true && !endpoint.isActive) Object.assign(endpoint, { isActive: true, disabledReason: null, consecutiveFailures: 0 });
  if (isActive === false) endpoint.isActive = false;
  await em.flush();
  return endpoint;
}

/** The endpoints, newest first: searched by address and description (a handful of rows: no search index). */
export const webhookList = defineAdminList({
  entity: WebhookEndpointEntity,
  searchable: ['url', 'description'],
  sortable: { createdAt: 'createdAt', url: 'url' },
  defaultSort: 'createdAt:desc',
  filters: { ...dateRangeFields },
});
export const findWebhook = (em: EntityManager, id: number) => em.findOneOrFail(WebhookEndpointEntity, { id });

export const listDeliveries = (em: EntityManager, endpoint: WebhookEndpoint) =>
  em.find(WebhookDeliveryEntity, { endpoint }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LISTED_DELIVERIES });
export const findDelivery = (em: EntityManager, endpoint: WebhookEndpoint, id: number) => em.findOneOrFail(WebhookDeliveryEntity, { id, endpoint });

/** One attempt at a delivery, run by the queue: a failure throws, so the queue retries it until its last try. */
async function deliver(em: EntityManager, { data, retryCount }: JobRun<{ deliveryId: number }>, config: WebhookConfig, post: PostJson): Promise<void> {
  const delivery = await em.findOne(WebhookDeliveryEntity, { id: data.deliveryId }, { populate: ['endpoint'] });
  // Gone with its endpoint, or already delivered by an earlier run of a replayed job.
  if (!delivery || delivery.status === 'delivered') return;
  const endpoint = delivery.endpoint;
  if (!endpoint.isActive) {
    Object.assign(delivery, { status: 'failed', lastError: 'The endpoint is switched off' });
    return em.flush();
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(endpoint.secret, delivery.messageId, timestamp, delivery.body),
  };
  const attempt = await post({ url: endpoint.url, headers, body: delivery.body, allowPrivate: config.allowPrivate });
  Object.assign(delivery, { attempts: delivery.attempts + 1, lastStatusCode: attempt.status, lastResponseMs: attempt.ms });
  if (attempt.ok) {
    Object.assign(delivery, { status: 'delivered', deliveredAt: new Date(), lastError: null });
    endpoint.consecutiveFailures = 0;
    return em.flush();
  }
  delivery.lastError = attempt.error.slice(0, 500);
  if (retryCount < config.retries) {
    await em.flush();
    throw new Error(`webhook delivery ${delivery.id} failed: ${attempt.error}`);
  }
  delivery.status = 'failed';
  endpoint.consecutiveFailures += 1;
  if (endpoint.consecutiveFailures >= DISABLE_AFTER_FAILED_DELIVERIES) {
    endpoint.isActive = false;
    endpoint.disabledReason = `Switched off after ${endpoint.consecutiveFailures} deliveries in a row failed; the last: ${delivery.lastError}`.slice(0, 300);
  }
  await em.flush();
}

/** Starts this instance's delivery worker and returns what the modules emit events with. */
export async function startWebhooks({
  em,
  jobs,
  config,
  post,
}: {
  em: EntityManager;
  jobs: JobQueue;
  config: WebhookConfig;
  post: PostJson;
}): Promise<WebhookEvents> {
  await jobs.work<{ deliveryId: number }>(WEBHOOK_QUEUE, (job) => deliver(em.fork(), job, config, post));
  const queue = (tx: EntityManager, delivery: WebhookDelivery) =>
    jobs.send(WEBHOOK_QUEUE, { deliveryId: delivery.id }, { em: tx, retryLimit: config.retries, retryDelaySeconds: config.retryDelaySeconds });

  return {
    emit: (outer, type, data) =>
      outer.transactional(async (tx) => {
        const endpoints = await tx.find(WebhookEndpointEntity, { isActive: true, events: { $contains: [type] } });
        if (endpoints.length === 0) return;
        const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
        const deliveries = endpoints.map((endpoint) =>
          tx.create(WebhookDeliveryEntity, { endpoint, messageId: `msg_${randomUUID()}`, eventType: type, body, status: 'pending', attempts: 0 }),
        );
        await tx.flush();
        for (const delivery of deliveries) await queue(tx, delivery);
      }),
    replay: (outer, delivery) =>
      outer.transactional(async (tx) => {
        const row = await tx.findOneOrFail(WebhookDeliveryEntity, { id: delivery.id });
        Object.assign(row, { status: 'pending', deliveredAt: null });
        await tx.flush();
        await queue(tx, row);
      }),
  };
}
