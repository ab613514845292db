/**
 * What an endpoint can subscribe to. `content.*` are the public content types' items going live,
 * leaving the public site, or being deleted; the body's `data.section` names the type.
 */
export const WEBHOOK_EVENT_TYPES = [
  'contact.created',
  'application.created',
  'newsletter.subscribed',
  'content.published',
  'content.unpublished',
  'content.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
