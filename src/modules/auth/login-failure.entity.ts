import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One failed sign-in; recent rows throttle further attempts for that username and address. */
export const LoginFailureEntity = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failures',
  // The throttle reads the newest failures of one username and of one address (`where … and created_at > ? order by created_at desc limit n`).
  indexes: [
    { name: 'login_failures_username_created_at_idx', properties: ['username', 'createdAt'] },
    { name: 'login_failures_ip_created_at_idx', properties: ['ip', 'createdAt'] },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100),
    ip: p.string().length(64),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  }),
});

export type LoginFailure = InferEntity<typeof LoginFailureEntity>;
