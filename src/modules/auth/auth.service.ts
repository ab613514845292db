import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser, LoginInput } from './auth.schema';
import { clearLoginFailures, loginRetryAfter, pruneLoginFailures, recordLoginFailure } from './login-throttle';
import { getDecoyHash, verifyPassword } from './password';
import { createSession } from './session.service';
import { UserEntity } from './user.entity';

export type LoginResult = { outcome: 'ok'; token: string; user: AuthUser } | { outcome: 'invalid' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Signs in. A wrong username and a wrong password get the same answer after the same
 * hashing work; repeated failures for a username or an address are throttled.
 */
export async function login(em: EntityManager, { username, password }: LoginInput, clientIp: string): Promise<LoginResult> {
  const retryAfterSeconds = await loginRetryAfter(em, username, clientIp);
  if (retryAfterSeconds > 0) return { outcome: 'throttled', retryAfterSeconds };
  const user = await em.findOne(UserEntity, { username });
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !valid) {
    await recordLoginFailure(em, username, clientIp);
    return { outcome: 'invalid' };
  }
  await clearLoginFailures(em, username);
  await pruneLoginFailures(em);
  const token = await createSession(em, user);
  return { outcome: 'ok', token, user: { id: user.id, username: user.username } };
}
