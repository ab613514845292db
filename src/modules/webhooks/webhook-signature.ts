import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint's signing secret, in the Standard Webhooks form: whsec_ and 32 random bytes in base64. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` header of a message (Standard Webhooks): HMAC-SHA256, keyed by the
 * secret's bytes, over `{id}.{timestamp}.{body}`, as `v1,{base64}`.
 */
export function webhookSignature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}
