import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { SignInChallengeEntity } from './sign-in-challenge.entity';
import { UserEntity } from './user.entity';

export const WEBAUTHN_PURPOSES = ['register', 'sign-in'] as const;

/**
 * A WebAuthn challenge the server handed out: used once (deleted by the answer that checks it) and
 * only within two minutes. A registration's belongs to the account enrolling; a second step's is
 * bound to that sign-in's challenge token; a passwordless sign-in's belongs to no one yet.
 */
export const WebauthnChallengeEntity = defineEntity({
  name: 'WebauthnChallenge',
  tableName: 'webauthn_challenges',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    challenge: p.string().length(64).unique(),
    purpose: p.enum(() => WEBAUTHN_PURPOSES),
    user: p.manyToOne(UserEntity).deleteRule('cascade').nullable().index(),
    signInChallenge: p.manyToOne(SignInChallengeEntity).deleteRule('cascade').nullable().index(),
    expiresAt: p.datetime(),
  }),
});

export type WebauthnChallenge = InferEntity<typeof WebauthnChallengeEntity>;
