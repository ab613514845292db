import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

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
    expiresAt: p.datetime(),
  }),
});

export type SignInChallenge = InferEntity<typeof SignInChallengeEntity>;
