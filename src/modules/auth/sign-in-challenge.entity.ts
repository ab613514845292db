import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

/** What the token lets its holder do: answer a second factor, or (2FA required, none enrolled) enrol one. */
export const SIGN_IN_CHALLENGE_PURPOSES = ['second-factor', 'enrol'] as const;
export type SignInChallengePurpose = (typeof SIGN_IN_CHALLENGE_PURPOSES)[number];

/**
 * A password step passed by an account with a second factor: its token (kept as a SHA-256) can only be
 * exchanged for a session by the second step, once, within five minutes; it is no bearer token.
 */
export const SignInChallengeEntity = defineEntity({
  name: 'SignInChallenge',
  tableName: 'sign_in_challenges',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    user: p.manyToOne(UserEntity).deleteRule('cascade').index(),
    purpose: p.enum(() => SIGN_IN_CHALLENGE_PURPOSES).default('second-factor'),
    expiresAt: p.datetime(),
  }),
});

export type SignInChallenge = InferEntity<typeof SignInChallengeEntity>;
