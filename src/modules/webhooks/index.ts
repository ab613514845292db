// Webhooks for integrations: what other modules and the server may use.
export { WebhookEndpointEntity } from './webhook-endpoint.entity';
export { WebhookDeliveryEntity } from './webhook-delivery.entity';
export { startWebhooks, type WebhookEvents } from './webhooks.service';
