import { randomBytes, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountCheckRule, forgiveAttempts, reserveAttempt } from './login-throttle';
import { verifyPassword } from './password';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { hashToken } from './session.service';
import { PasskeyEntity } from './passkey.entity';
import { getSignInPolicy } from './sign-in-policy';
import { SignInChallengeEntity, type SignInChallengePurpose } from './sign-in-challenge.entity';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp';
import type { SecondFactorInput } from './two-factor.schema';
import { UserEntity, type User } from './user.entity';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

type Throttled = { outcome: 'throttled'; retryAfterSeconds: number };

export type SecondFactorMethod = 'totp' | 'recovery-code' | 'passkey';

/** The ways this account can pass the second step; none means it signs in with its password alone. */
export async function secondFactorMethods(em: EntityManager, user: User): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = user.totpSecret !== null ? ['totp', 'recovery-code'] : [];
  if ((await em.count(PasskeyEntity, { user: user.id })) > 0) methods.push('passkey');
  return methods;
}

/**
 * The password step passed: a token that only the second step takes, or (purpose `enrol`) only the
 * enrolment calls of an account that must add a factor first. Neither is a session.
 */
export async function createSignInChallenge(
  em: EntityManager,
  user: User,
  purpose: SignInChallengePurpose = 'second-factor',
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.insert(SignInChallengeEntity, { tokenHash: hashToken(token), user: user.id, purpose, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  // Expired challenges of anyone are of no use; they go here rather than by a job.
  await em.nativeDelete(SignInChallengeEntity, { expiresAt: { $lt: now } });
  return token;
}

/**
 * The second step: a TOTP code or a recovery code for a live challenge, throttled per account. The
 * challenge, the code's time step and a recovery code are each used up by a conditional write, so
 * two concurrent answers cannot both pass.
 */
export async function answerSignInChallenge(
  em: EntityManager,
  input: SecondFactorInput,
  now = new Date(),
): Promise<{ outcome: 'passed'; user: User } | { outcome: 'expired' } | { outcome: 'wrong-code' } | Throttled> {
  const challenge = await em.findOne(SignInChallengeEntity, { tokenHash: hashToken(input.challengeToken), purpose: 'second-factor' }, { populate: ['user'] });
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  const user = challenge.user;
  const reservation = await reserveAttempt(em, [accountCheckRule('second-factor', user.id)], now);
  if (reservation.outcome === 'throttled') return reservation;
  const passed = input.code !== undefined ? await useTotpCode(em, user, input.code, now) : await useRecoveryCode(em, user, input.recoveryCode ?? '');
  if (!passed) return { outcome: 'wrong-code' };
  if ((await em.nativeDelete(SignInChallengeEntity, { id: challenge.id })) === 0) return { outcome: 'expired' };
  await forgiveAttempts(em, reservation);
  return { outcome: 'passed', user };
}

async function useTotpCode(em: EntityManager, user: User, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = acceptedTotpStep(user.totpSecret, code, user.totpLastStep ?? null, now.getTime());
  if (step === null) return false;
  const updated = await em.nativeUpdate(UserEntity, { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] }, { totpLastStep: step });
  return updated === 1;
}

async function useRecoveryCode(em: EntityManager, user: User, code: string): Promise<boolean> {
  return (await em.nativeDelete(RecoveryCodeEntity, { user: user.id, codeHash: hashToken(code) })) === 1;
}

/** A new secret waits for its first code; until then the account signs in as before. */
export async function startTotpEnrolment(em: EntityManager, userId: number, issuer: string) {
  const user = await em.findOneOrFail(UserEntity, { id: userId });
  const secret = newTotpSecret();
  user.totpPendingSecret = secret;
  await em.flush();
  return { secret, ...(await totpEnrolment(secret, issuer, user.username)) };
}

/** The first code proves the app holds the secret: TOTP is on, and ten fresh recovery codes are shown once. */
export async function confirmTotp(
  em: EntityManager,
  userId: number,
  code: string,
  now = new Date(),
): Promise<{ outcome: 'confirmed'; recoveryCodes: string[] } | { outcome: 'no-enrolment' } | { outcome: 'wrong-code' } | Throttled> {
  const user = await em.findOneOrFail(UserEntity, { id: userId });
  if (!user.totpPendingSecret) return { outcome: 'no-enrolment' };
  const reservation = await reserveAttempt(em, [accountCheckRule('second-factor', userId)], now);
  if (reservation.outcome === 'throttled') return reservation;
  const step = acceptedTotpStep(user.totpPendingSecret, code, null, now.getTime());
  if (step === null) return { outcome: 'wrong-code' };
  await forgiveAttempts(em, reservation);
  user.totpSecret = user.totpPendingSecret;
  user.totpPendingSecret = null;
  user.totpLastStep = step;
  await em.flush();
  return { outcome: 'confirmed', recoveryCodes: await replaceRecoveryCodes(em, user) };
}

async function replaceRecoveryCodes(em: EntityManager, user: User): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await em.nativeDelete(RecoveryCodeEntity, { user: user.id });
  await em.insertMany(
    RecoveryCodeEntity,
    codes.map((code) => ({ user: user.id, codeHash: hashToken(code) })),
  );
  return codes;
}

export type Factor = { kind: 'totp' } | { kind: 'passkey'; id: number };

/**
 * Removing a factor takes the current password (throttled), so a left-open session cannot strip it;
 * while the owner requires two-step sign-in, the account's last factor stays.
 */
export async function removeFactor(
  em: EntityManager,
  userId: number,
  factor: Factor,
  currentPassword: string,
): Promise<{ outcome: 'removed' } | { outcome: 'not-found' } | { outcome: 'wrong-password' } | { outcome: 'last-factor' } | Throttled> {
  const user = await em.findOneOrFail(UserEntity, { id: userId });
  const passkeys = await em.count(PasskeyEntity, { user: userId });
  if (factor.kind === 'passkey' && (await em.count(PasskeyEntity, { id: factor.id, user: userId })) === 0) return { outcome: 'not-found' };
  const reservation = await reserveAttempt(em, [accountCheckRule('password', userId)]);
  if (reservation.outcome === 'throttled') return reservation;
  if (!(await verifyPassword(user.passwordHash, currentPassword))) return { outcome: 'wrong-password' };
  await forgiveAttempts(em, reservation);
  const remaining = (factor.kind === 'totp' ? 0 : user.totpSecret !== null ? 1 : 0) + (factor.kind === 'passkey' ? passkeys - 1 : passkeys);
  if (remaining === 0 && (await getSignInPolicy(em)).requireTwoFactor) return { outcome: 'last-factor' };
  if (factor.kind === 'passkey') {
    await em.nativeDelete(PasskeyEntity, { id: factor.id, user: userId });
    return { outcome: 'removed' };
  }
  user.totpSecret = null;
  user.totpPendingSecret = null;
  user.totpLastStep = null;
  await em.flush();
  await em.nativeDelete(RecoveryCodeEntity, { user: userId });
  return { outcome: 'removed' };
}

export async function twoFactorStatus(em: EntityManager, userId: number) {
  const user = await em.findOneOrFail(UserEntity, { id: userId });
  return {
    totp: user.totpSecret !== null,
    recoveryCodesLeft: await em.count(RecoveryCodeEntity, { user: userId }),
    passkeys: await em.count(PasskeyEntity, { user: userId }),
    required: (await getSignInPolicy(em)).requireTwoFactor,
  };
}
