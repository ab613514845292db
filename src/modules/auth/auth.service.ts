import type { EntityManager } from '@mikro-orm/postgresql';
import type { ZodError } from 'zod';
import { usableSignInUsername, type AuthUser, type LoginInput } from './auth.schema';
import { forgiveAttempts, pruneSignInAttempts, reserveAttempt, signInRules } from './login-throttle';
import { getDecoyHash, verifyPassword } from './password';
import { createSession } from './session.service';
import { findTrustedDevice, trustDevice } from './trusted-devices';
import { signInWithPasskey, type RelyingParty } from './passkeys.service';
import { getSignInPolicy } from './sign-in-policy';
import { answerSignInChallenge, createSignInChallenge, secondFactorMethods, type SecondFactorMethod } from './two-factor.service';
import type { SecondFactorInput } from './two-factor.schema';
import { UserEntity, type User } from './user.entity';

/** Where a sign-in comes from: its address and the trusted-device cookie its browser sent, if any. */
export type SignInClient = { ip: string; userAgent: string | null; deviceToken: string | null };

export type SignedIn = { outcome: 'ok'; token: string; user: AuthUser; newDeviceToken: string | null };

export type LoginResult =
  | SignedIn
  | { outcome: 'second-factor'; challengeToken: string; methods: SecondFactorMethod[] }
  | { outcome: 'enrol'; enrolmentToken: string }
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
  const methods = await secondFactorMethods(em, user);
  if (methods.length > 0) return { outcome: 'second-factor', challengeToken: await createSignInChallenge(em, user), methods };
  // The owner requires a second factor: a token for the enrolment calls alone, no session (docs/decisions/043).
  if ((await getSignInPolicy(em)).requireTwoFactor) return { outcome: 'enrol', enrolmentToken: await createSignInChallenge(em, user, 'enrol') };
  return startSession(em, user, client, trustedDeviceId);
}

/** Either step's end: a session, and the browser trusted for the account unless it already was. */
export async function startSession(em: EntityManager, user: User, client: SignInClient, trustedDeviceId: number | null): Promise<SignedIn> {
  const token = await createSession(em, user, client);
  const newDeviceToken = trustedDeviceId === null ? await trustDevice(em, user) : null;
  return { outcome: 'ok', token, user: { id: user.id, username: user.username }, newDeviceToken };
}

/** The second step: the challenge answered, the session starts. */
export async function completeSignIn(em: EntityManager, input: SecondFactorInput, client: SignInClient) {
  const answer = await answerSignInChallenge(em, input);
  if (answer.outcome !== 'passed') return answer;
  return startSession(em, answer.user, client, await findTrustedDevice(em, client.deviceToken, answer.user.username));
}

/** A passkey answered (a second step, or a passwordless sign-in): the session starts. */
export async function completePasskeySignIn(em: EntityManager, rp: RelyingParty, input: Parameters<typeof signInWithPasskey>[2], client: SignInClient) {
  const answer = await signInWithPasskey(em, rp, input, client.ip);
  if (answer.outcome !== 'passed') return answer;
  return startSession(em, answer.user, client, await findTrustedDevice(em, client.deviceToken, answer.user.username));
}
