import type { EntityManager } from '@mikro-orm/postgresql';
import type { ZodError } from 'zod';
import { usableSignInUsername, type AuthUser, type LoginInput } from './auth.schema';
import { forgiveAttempts, pruneSignInAttempts, reserveAttempt, signInRules } from './login-throttle';
import { getDecoyHash, verifyPassword } from './password';
import { createSession } from './session.service';
import { findTrustedDevice, trustDevice } from './trusted-devices';
import { UserEntity } from './user.entity';

/** Where a sign-in comes from: its address and the trusted-device cookie its browser sent, if any. */
export type SignInClient = { ip: string; deviceToken: string | null };

export type LoginResult =
  | { outcome: 'ok'; token: string; user: AuthUser; newDeviceToken: string | null }
  | { outcome: 'invalid' }
  | { outcome: 'unusable-username'; error: ZodError }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Signs in. The attempt is counted before anything is checked (an unusable username too); a wrong
 * username and a wrong password get the same answer after the same hashing work.
 */
export async function login(em: EntityManager, { username, password }: LoginInput, client: SignInClient): Promise<LoginResult> {
  const trustedDeviceId = await findTrustedDevice(em, client.deviceToken, username);
  const rules = signInRules(username, client.ip, trustedDeviceId);
  const reservation = await reserveAttempt(em, rules);
  if (reservation.outcome === 'throttled') return reservation;
  const usable = usableSignInUsername.safeParse({ username });
  if (!usable.success) return { outcome: 'unusable-username', error: usable.error };
  const user = await em.findOne(UserEntity, { username });
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !valid) return { outcome: 'invalid' };
  await forgiveAttempts(em, reservation, [rules[0]!.key]);
  await pruneSignInAttempts(em);
  const token = await createSession(em, user);
  const newDeviceToken = trustedDeviceId === null ? await trustDevice(em, user) : null;
  return { outcome: 'ok', token, user: { id: user.id, username: user.username }, newDeviceToken };
}
