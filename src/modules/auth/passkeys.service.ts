import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import { accountCheckRule, forgiveAttempts, reserveAttempt, type ThrottleRule } from './login-throttle';
import { PasskeyEntity, type Passkey } from './passkey.entity';
import type { authenticationResponse, PasskeyDto, registrationResponse, WebauthnOptions } from './passkey.schema';
import { hashToken } from './session.service';
import { SignInChallengeEntity } from './sign-in-challenge.entity';
import { UserEntity, type User } from './user.entity';
import { WebauthnChallengeEntity } from './webauthn-challenge.entity';

/** Long enough for a person to touch a key or unlock a phone; the challenge is deleted by its first answer anyway. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 2 * 60 * 1000;
const MAX_PASSWORDLESS_ATTEMPTS_PER_ADDRESS = 10;

/** The relying party is the site itself: its id is BASE_URL's host name, its origin BASE_URL's origin. */
export type RelyingParty = { id: string; origin: string; name: string };
export function relyingPartyOf(baseUrl: string): RelyingParty {
  const url = new URL(baseUrl);
  return { id: url.hostname, origin: url.origin, name: url.host };
}

type Throttled = { outcome: 'throttled'; retryAfterSeconds: number };
type Binding = { purpose: 'register' | 'sign-in'; user?: number; signInChallenge?: number };

async function storeChallenge(em: EntityManager, challenge: string, binding: Binding, now = new Date()) {
  await em.insert(WebauthnChallengeEntity, { challenge, ...binding, expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS) });
  await em.nativeDelete(WebauthnChallengeEntity, { expiresAt: { $lt: now } });
}

/**
 * The challenge the browser signed, if the server handed it out for this purpose, it is still fresh,
 * and this answer is the first to claim it: claiming deletes it, so a replay finds nothing.
 */
async function claimChallenge(em: EntityManager, clientDataJSON: string, purpose: Binding['purpose'], now: Date) {
  let signed: string;
  try {
    signed = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  const stored = await em.findOne(WebauthnChallengeEntity, { challenge: signed, purpose });
  if (!stored || (await em.nativeDelete(WebauthnChallengeEntity, { id: stored.id })) === 0) return null;
  return stored.expiresAt.getTime() > now.getTime() ? stored : null;
}

const toDto = (passkey: Passkey): PasskeyDto => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

/** The library's options as the plain JSON object the API answers and the browser takes back unchanged. */
const asJson = (options: { challenge: string }): WebauthnOptions => ({ ...Object.fromEntries(Object.entries(options)), challenge: options.challenge });

export async function listPasskeys(em: EntityManager, userId: number): Promise<PasskeyDto[]> {
  return (await em.find(PasskeyEntity, { user: userId }, { orderBy: { id: 'asc' } })).map(toDto);
}

export const countPasskeys = (em: EntityManager, userId: number) => em.count(PasskeyEntity, { user: userId });

/** Options for creating a discoverable credential (so it can sign in without a username); the account's own are excluded. */
export async function passkeyRegistrationOptions(em: EntityManager, user: User, rp: RelyingParty) {
  const existing = await em.find(PasskeyEntity, { user: user.id }, { fields: ['credentialId', 'transports'] });
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(em, options.challenge, { purpose: 'register', user: user.id });
  return asJson(options);
}

export type RegisterOutcome = { outcome: 'registered'; passkey: PasskeyDto } | { outcome: 'expired' } | { outcome: 'refused' } | { outcome: 'duplicate' };

/** Checks the browser's answer against the account's own fresh registration challenge, then keeps the credential. */
export async function registerPasskey(
  em: EntityManager,
  user: User,
  rp: RelyingParty,
  name: string,
  response: z.infer<typeof registrationResponse>,
  now = new Date(),
): Promise<RegisterOutcome> {
  const challenge = await claimChallenge(em, response.response.clientDataJSON, 'register', now);
  if (!challenge || challenge.user?.id !== user.id) return { outcome: 'expired' };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return { outcome: 'refused' };
  }
  if (!verification.verified) return { outcome: 'refused' };
  const { credential } = verification.registrationInfo;
  if ((await em.count(PasskeyEntity, { credentialId: credential.id })) > 0) return { outcome: 'duplicate' };
  const passkey = em.create(PasskeyEntity, {
    user: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    name,
    createdAt: now,
    lastUsedAt: null,
  });
  await em.flush();
  return { outcome: 'registered', passkey: toDto(passkey) };
}

/** A live challenge token of the password step, with its account. */
async function liveSignInChallenge(em: EntityManager, token: string, now: Date) {
  const challenge = await em.findOne(SignInChallengeEntity, { tokenHash: hashToken(token), purpose: 'second-factor' }, { populate: ['user'] });
  return challenge && challenge.expiresAt.getTime() > now.getTime() ? challenge : null;
}

/**
 * Options for signing in with a passkey. With the password step's challenge token, the second step:
 * only that account's passkeys, and the WebAuthn challenge is bound to that token. Without, a
 * passwordless sign-in: any discoverable passkey, user verification required (it stands alone).
 */
export async function passkeySignInOptions(em: EntityManager, rp: RelyingParty, challengeToken: string | undefined, now = new Date()) {
  if (challengeToken === undefined) {
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
    await storeChallenge(em, options.challenge, { purpose: 'sign-in' }, now);
    return { outcome: 'options' as const, options: asJson(options) };
  }
  const signIn = await liveSignInChallenge(em, challengeToken, now);
  if (!signIn) return { outcome: 'expired' as const };
  const passkeys = await em.find(PasskeyEntity, { user: signIn.user.id }, { fields: ['credentialId', 'transports'] });
  if (passkeys.length === 0) return { outcome: 'no-passkey' as const };
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
  });
  await storeChallenge(em, options.challenge, { purpose: 'sign-in', signInChallenge: signIn.id }, now);
  return { outcome: 'options' as const, options: asJson(options) };
}

export type PasskeySignInOutcome =
  { outcome: 'passed'; user: User } | { outcome: 'expired' } | { outcome: 'refused' } | { outcome: 'unknown-passkey' } | Throttled;

/**
 * Checks a signed challenge: claimed once, from the same kind of request that asked for it (a second
 * step's only with its own challenge token), by a passkey of the right account. Throttled like a
 * code: per account for a second step, per address for a passwordless sign-in.
 */
export async function signInWithPasskey(
  em: EntityManager,
  rp: RelyingParty,
  input: { challengeToken?: string | undefined; response: z.infer<typeof authenticationResponse> },
  ip: string,
  now = new Date(),
): Promise<PasskeySignInOutcome> {
  const secondStep = input.challengeToken === undefined ? null : await liveSignInChallenge(em, input.challengeToken, now);
  if (input.challengeToken !== undefined && !secondStep) return { outcome: 'expired' };
  const rule: ThrottleRule = secondStep
    ? accountCheckRule('second-factor', secondStep.user.id)
    : { key: `passkey:${ip}`, limit: MAX_PASSWORDLESS_ATTEMPTS_PER_ADDRESS, windowMs: 15 * 60 * 1000 };
  const reservation = await reserveAttempt(em, [rule], now);
  if (reservation.outcome === 'throttled') return reservation;
  const challenge = await claimChallenge(em, input.response.response.clientDataJSON, 'sign-in', now);
  if (!challenge || (challenge.signInChallenge?.id ?? null) !== (secondStep?.id ?? null)) return { outcome: 'expired' };
  const passkey = await em.findOne(PasskeyEntity, { credentialId: input.response.id }, { populate: ['user'] });
  if (!passkey || (secondStep && passkey.user.id !== secondStep.user.id)) return { outcome: 'unknown-passkey' };
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: secondStep === null,
    });
  } catch {
    return { outcome: 'refused' };
  }
  if (!verification.verified) return { outcome: 'refused' };
  if (secondStep && (await em.nativeDelete(SignInChallengeEntity, { id: secondStep.id })) === 0) return { outcome: 'expired' };
  await em.nativeUpdate(PasskeyEntity, { id: passkey.id }, { counter: verification.authenticationInfo.newCounter, lastUsedAt: now });
  await forgiveAttempts(em, reservation);
  return { outcome: 'passed', user: await em.findOneOrFail(UserEntity, { id: passkey.user.id }) };
}

export async function renamePasskey(em: EntityManager, userId: number, id: number, name: string): Promise<PasskeyDto | null> {
  const passkey = await em.findOne(PasskeyEntity, { id, user: userId });
  if (!passkey) return null;
  passkey.name = name;
  await em.flush();
  return toDto(passkey);
}
