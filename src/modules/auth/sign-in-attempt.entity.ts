import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One attempt counted against a throttle key (`pair:…`, `user:…`, `address:…`, `device:…`,
 * `password:…`, `second-factor:…`; login-throttle.ts). A successful attempt is forgiven (deleted).
 */
export const SignInAttemptEntity = defineEntity({
  name: 'SignInAttempt',
  tableName: 'sign_in_attempts',
  // The throttle reads the newest attempts of one key (`where throttle_key = ? and created_at > ? order by created_at desc limit n`).
  indexes: [{ name: 'sign_in_attempts_key_created_at_idx', properties: ['throttleKey', 'createdAt'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    throttleKey: p.string().length(200),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  }),
});

export type SignInAttempt = InferEntity<typeof SignInAttemptEntity>;
