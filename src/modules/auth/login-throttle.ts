import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginFailureEntity } from './login-failure.entity';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 10;

/**
 * Seconds until another attempt is allowed, or 0. Counted in PostgreSQL, so every server
 * instance sees the same failures; usernames are compared case-insensitively.
 */
export async function loginRetryAfter(em: EntityManager, username: string, ip: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const blockedUntil = async (where: object, max: number) => {
    const recent = await em.find(
      LoginFailureEntity,
      { ...where, createdAt: { $gt: since } },
      { orderBy: { createdAt: 'desc' }, limit: max, fields: ['createdAt'] },
    );
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - 1]!.createdAt.getTime();
    return Math.max(1, Math.ceil((oldestCounted + LOGIN_WINDOW_MS - now.getTime()) / 1000));
  };
  const [byUsername, byAddress] = await Promise.all([
    blockedUntil({ username: username.toLowerCase() }, MAX_FAILURES_PER_USERNAME),
    blockedUntil({ ip }, MAX_FAILURES_PER_ADDRESS),
  ]);
  return Math.max(byUsername, byAddress);
}

export async function recordLoginFailure(em: EntityManager, username: string, ip: string): Promise<void> {
  await em.insert(LoginFailureEntity, { username: username.toLowerCase(), ip, createdAt: new Date() });
}

export async function clearLoginFailures(em: EntityManager, username: string): Promise<void> {
  await em.nativeDelete(LoginFailureEntity, { username: username.toLowerCase() });
}

/** Old rows only slow the queries down; anything past the window can go. */
export async function pruneLoginFailures(em: EntityManager, now = new Date()): Promise<void> {
  await em.nativeDelete(LoginFailureEntity, { createdAt: { $lt: new Date(now.getTime() - LOGIN_WINDOW_MS) } });
}
