import { z } from 'zod';
import { isoDateTime, orNull } from '../../shared/fields';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.constants';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.constants';

export const WEBHOOK_MESSAGES = {
  url: 'URL must be an absolute https:// address',
  events: 'Choose at least one event',
  event: `Events are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
} as const;

const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .max(2000, 'URL must be at most 2000 characters')
  .refine((value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol), WEBHOOK_MESSAGES.url)
  .describe('Where deliveries are POSTed: https, on a public address');
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as unknown as [WebhookEventType, ...WebhookEventType[]], { error: WEBHOOK_MESSAGES.event }), {
    error: WEBHOOK_MESSAGES.events,
  })
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((list) => [...new Set(list)])
  .describe('The events delivered to this endpoint');
const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(200, 'Description must be at most 200 characters')
  .describe('Who receives it, for staff');

export const webhookInput = z.strictObject({
  url: webhookUrl,
  description: description.optional().default(''),
  events,
});
export type WebhookInput = z.input<typeof webhookInput>;

/** A change of address, description, events, or switching it on again (which clears its failures) or off. */
export const webhookUpdate = z.strictObject({
  url: webhookUrl.optional(),
  description: description.optional(),
  events: events.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

export const webhookDto = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    isActive: z.boolean(),
    disabledReason: orNull(z.string()).describe('Why the server switched it off (deliveries kept failing); null otherwise'),
    consecutiveFailures: z.number().int().describe('Deliveries in a row that failed after every retry'),
    createdBy: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Webhook' });
export type WebhookDto = z.infer<typeof webhookDto>;

export const createdWebhookDto = webhookDto
  .extend({ secret: z.string().describe('The signing secret (whsec_…): shown this once; verify each delivery’s webhook-signature with it') })
  .meta({ id: 'CreatedWebhook' });
export type CreatedWebhookDto = z.infer<typeof createdWebhookDto>;

export const webhookDeliveryDto = z
  .object({
    id: z.number().int(),
    messageId: z.string().describe('The webhook-id header: the same on every retry and replay'),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: orNull(z.number().int()),
    lastResponseMs: orNull(z.number().int()),
    lastError: orNull(z.string()),
    createdAt: isoDateTime,
    deliveredAt: orNull(isoDateTime),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDto>;
