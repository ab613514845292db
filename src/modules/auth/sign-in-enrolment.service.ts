import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { startSession, type SignedIn, type SignInClient } from './auth.service';
import { passkeyRegistrationOptions, registerPasskey, type RegisterOutcome, type RelyingParty } from './passkeys.service';
import type { registrationResponse } from './passkey.schema';
import { hashToken } from './session.service';
import { SignInChallengeEntity } from './sign-in-challenge.entity';
import { findTrustedDevice } from './trusted-devices';
import { confirmTotp, startTotpEnrolment } from './two-factor.service';

/*
 * Enrolment at sign-in (docs/decisions/043): an account without a second factor, while the owner
 * requires one, holds an enrolment token instead of a session. These calls are all it can do with it;
 * the first factor enrolled uses the token up and starts the session.
 */

async function liveEnrolment(em: EntityManager, token: string, now = new Date()) {
  const challenge = await em.findOne(SignInChallengeEntity, { tokenHash: hashToken(token), purpose: 'enrol' }, { populate: ['user'] });
  return challenge && challenge.expiresAt.getTime() > now.getTime() ? challenge : null;
}

type Expired = { outcome: 'expired' };

/** Uses the token up (once, even under concurrent calls) and starts the session. */
async function finishEnrolment(em: EntityManager, challengeId: number, client: SignInClient): Promise<SignedIn | Expired> {
  const challenge = await em.findOneOrFail(SignInChallengeEntity, { id: challengeId }, { populate: ['user'] });
  if ((await em.nativeDelete(SignInChallengeEntity, { id: challengeId })) === 0) return { outcome: 'expired' };
  return startSession(em, challenge.user, client, await findTrustedDevice(em, client.deviceToken, challenge.user.username));
}

export async function startTotpAtSignIn(em: EntityManager, token: string, issuer: string) {
  const enrolment = await liveEnrolment(em, token);
  if (!enrolment) return { outcome: 'expired' as const };
  return { outcome: 'started' as const, enrolment: await startTotpEnrolment(em, enrolment.user.id, issuer) };
}

export async function confirmTotpAtSignIn(em: EntityManager, token: string, code: string, client: SignInClient) {
  const enrolment = await liveEnrolment(em, token);
  if (!enrolment) return { outcome: 'expired' as const };
  const confirmed = await confirmTotp(em, enrolment.user.id, code);
  if (confirmed.outcome !== 'confirmed') return confirmed;
  const signedIn = await finishEnrolment(em, enrolment.id, client);
  return signedIn.outcome === 'ok' ? { ...signedIn, recoveryCodes: confirmed.recoveryCodes } : signedIn;
}

export async function passkeyOptionsAtSignIn(em: EntityManager, token: string, rp: RelyingParty) {
  const enrolment = await liveEnrolment(em, token);
  if (!enrolment) return { outcome: 'expired' as const };
  return { outcome: 'options' as const, options: await passkeyRegistrationOptions(em, enrolment.user, rp) };
}

export async function registerPasskeyAtSignIn(
  em: EntityManager,
  token: string,
  rp: RelyingParty,
  input: { name: string; response: z.infer<typeof registrationResponse> },
  client: SignInClient,
): Promise<Exclude<RegisterOutcome, { outcome: 'registered' }> | SignedIn> {
  const enrolment = await liveEnrolment(em, token);
  if (!enrolment) return { outcome: 'expired' };
  const registered = await registerPasskey(em, enrolment.user, rp, input.name, input.response);
  if (registered.outcome !== 'registered') return registered;
  return finishEnrolment(em, enrolment.id, client);
}
