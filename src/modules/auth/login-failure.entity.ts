import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One failed sign-in; recent rows throttle further attempts for that username and address. */
export const LoginFailureEntity = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failures',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).index(),
    ip: p.string().length(64).index(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  }),
});

export type LoginFailure = InferEntity<typeof LoginFailureEntity>;
