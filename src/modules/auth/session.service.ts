import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { accountSession, type AccountSession, type AuthUser } from './auth.schema';
import { SessionEntity } from './session.entity';
import type { User } from './user.entity';

export const SESSION_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TTL_MS = 12 * 60 * 60 * 1000;
// Writing lastSeenAt on every request would turn reads into writes; once a minute is precise enough.
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a session was started from, for the account's session list. */
export type SessionOrigin = { ip: string; userAgent: string | null };

export async function createSession(em: EntityManager, user: User, origin: SessionOrigin, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(SessionEntity, {
    tokenHash: hashToken(token),
    user,
    ip: origin.ip.slice(0, 64),
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
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

/** The account's live sessions, newest first; the one asking is marked. */
export async function listSessions(em: EntityManager, session: ActiveSession, now = new Date()): Promise<AccountSession[]> {
  const sessions = await em.find(
    SessionEntity,
    { user: session.user.id, expiresAt: { $gt: now }, lastSeenAt: { $gt: new Date(now.getTime() - SESSION_IDLE_TTL_MS) } },
    { orderBy: { lastSeenAt: 'desc' } },
  );
  return sessions.map((row) =>
    dtoFrom(accountSession, {
      id: row.id,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      ip: row.ip ?? null,
      userAgent: row.userAgent ?? null,
      current: row.id === session.sessionId,
    }),
  );
}

/** "Sign out other sessions": every session of the account but the one asking. */
export async function revokeOtherSessions(em: EntityManager, session: ActiveSession): Promise<number> {
  return em.nativeDelete(SessionEntity, { user: session.user.id, id: { $ne: session.sessionId } });
}
