import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token's check found: the value it was made for, or why it is refused. */
export type TokenCheck = { valid: true; value: string } | { valid: false; reason: 'expired' | 'invalid' };

const signature = (secret: string, purpose: string, value: string, expires: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${value}\n${expires}`).digest('base64url');

/**
 * A token for a link in an e-mail: `value.expires.signature`, the signature an HMAC-SHA256 over the
 * purpose, the value and the expiry (Unix seconds; 0 never expires). The purpose keeps a token made for
 * one link (confirm) from working in another (unsubscribe). The value must not contain a dot.
 */
export function signToken(secret: string, purpose: string, value: string, expiresAt: Date | null): string {
  if (value.includes('.')) throw new Error('a signed value cannot contain a dot');
  const expires = expiresAt ? String(Math.floor(expiresAt.getTime() / 1000)) : '0';
  return `${value}.${expires}.${signature(secret, purpose, value, expires)}`;
}

/** Checks a token made by `signToken` for this purpose; a wrong signature is refused before the expiry is read. */
export function checkToken(secret: string, purpose: string, token: string, now = new Date()): TokenCheck {
  const [value, expires, given, ...rest] = token.split('.');
  if (!value || !expires || !given || rest.length > 0 || !/^\d+$/.test(expires)) return { valid: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, purpose, value, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { valid: false, reason: 'invalid' };
  if (expires !== '0' && Number(expires) * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, value };
}
