import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SignInAttemptEntity } from './sign-in-attempt.entity';

/** At most `limit` attempts under `key` within `windowMs`. */
export type ThrottleRule = { key: string; limit: number; windowMs: number };

const MINUTE = 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_WINDOW_MS = 60 * MINUTE;
export const MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 10;
/** Slower and wider than the pair's: strangers from many addresses, never one stranger alone, can reach it. */
export const MAX_ATTEMPTS_PER_USERNAME = 20;
export const MAX_ATTEMPTS_PER_TRUSTED_DEVICE = 5;
export const MAX_ATTEMPTS_PER_ACCOUNT_CHECK = 5;

// Hashed so any text typed as a username (51 × 'İ' lower-cases to 102 characters) fits the key column.
const usernameKey = (username: string) => createHash('sha256').update(username.toLowerCase()).digest('hex');

/**
 * The throttles a password step passes. A browser that signed in to this account before (trusted
 * device) answers only for itself, so strangers cannot lock its owner out; anyone else is held per
 * username and address, per address, and per username across all addresses.
 */
export function signInRules(username: string, ip: string, trustedDeviceId: number | null): ThrottleRule[] {
  if (trustedDeviceId !== null) return [{ key: `device:${trustedDeviceId}`, limit: MAX_ATTEMPTS_PER_TRUSTED_DEVICE, windowMs: LOGIN_WINDOW_MS }];
  const user = usernameKey(username);
  return [
    { key: `pair:${user}:${ip}`, limit: MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    { key: `address:${ip}`, limit: MAX_ATTEMPTS_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    { key: `user:${user}`, limit: MAX_ATTEMPTS_PER_USERNAME, windowMs: ACCOUNT_WINDOW_MS },
  ];
}

/** A signed-in user proving who they are again (current password, a second factor): per account and purpose. */
export const accountCheckRule = (purpose: 'password' | 'second-factor', userId: number): ThrottleRule => ({
  key: `${purpose}:${userId}`,
  limit: MAX_ATTEMPTS_PER_ACCOUNT_CHECK,
  windowMs: LOGIN_WINDOW_MS,
});

export type Reservation = { outcome: 'allowed'; attemptIds: number[] } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Counts one attempt under every rule, or refuses it when any rule is full. Atomic across requests
 * and server instances: each key's transaction-scoped advisory lock (taken in key order, so two
 * attempts never wait on each other crosswise) makes count-then-insert one step. The attempt is
 * counted before the password is checked, so 50 concurrent guesses check at most `limit`.
 */
export async function reserveAttempt(em: EntityManager, rules: readonly ThrottleRule[], now = new Date()): Promise<Reservation> {
  const ordered = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  return em.transactional(async (tx) => {
    for (const rule of ordered) await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [rule.key]);
    let retryAfterSeconds = 0;
    for (const rule of ordered) {
      const recent = await tx.find(
        SignInAttemptEntity,
        { throttleKey: rule.key, createdAt: { $gt: new Date(now.getTime() - rule.windowMs) } },
        { orderBy: { createdAt: 'desc' }, limit: rule.limit, fields: ['createdAt'] },
      );
      if (recent.length < rule.limit) continue;
      const oldestCounted = recent[recent.length - 1]!.createdAt.getTime();
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((oldestCounted + rule.windowMs - now.getTime()) / 1000), 1);
    }
    if (retryAfterSeconds > 0) return { outcome: 'throttled', retryAfterSeconds };
    const attempts = ordered.map((rule) => tx.create(SignInAttemptEntity, { throttleKey: rule.key, createdAt: now }));
    await tx.flush();
    return { outcome: 'allowed', attemptIds: attempts.map((attempt) => attempt.id) };
  });
}

/** A successful attempt does not count; nor do the earlier ones under `clearKeys` (the owner's own typos). */
export async function forgiveAttempts(em: EntityManager, reservation: { attemptIds: number[] }, clearKeys: readonly string[] = []): Promise<void> {
  await em.nativeDelete(SignInAttemptEntity, { $or: [{ id: { $in: reservation.attemptIds } }, { throttleKey: { $in: [...clearKeys] } }] });
}

/** Old rows only slow the queries down; anything past the longest window can go. */
export async function pruneSignInAttempts(em: EntityManager, now = new Date()): Promise<void> {
  await em.nativeDelete(SignInAttemptEntity, { createdAt: { $lt: new Date(now.getTime() - ACCOUNT_WINDOW_MS) } });
}
