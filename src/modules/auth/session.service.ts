import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from './auth.schema';
import { SessionEntity } from './session.entity';
import type { User } from './user.entity';

export const SESSION_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TTL_MS = 12 * 60 * 60 * 1000;
// Writing lastSeenAt on every request would turn reads into writes; once a minute is precise enough.
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(em: EntityManager, user: User, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(SessionEntity, {
    tokenHash: hashToken(token),
    user,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS),
  });
  await em.flush();
  return token;
}

export type ActiveSession = { sessionId: number; user: AuthUser };

/** The session a bearer token names, if it is neither expired nor idle too long. */
export async function findActiveSession(em: EntityManager, token: string, now = new Date()): Promise<ActiveSession | null> {
  const session = await em.findOne(SessionEntity, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || idleSince > SESSION_IDLE_TTL_MS) {
    await em.nativeDelete(SessionEntity, { id: session.id });
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(SessionEntity, { id: session.id }, { lastSeenAt: now });
  }
  return { sessionId: session.id, user: { id: session.user.id, username: session.user.username } };
}

export async function revokeSession(em: EntityManager, sessionId: number): Promise<void> {
  await em.nativeDelete(SessionEntity, { id: sessionId });
}
