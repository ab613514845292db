import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { nameEntity } from '../../server/lib/not-found';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    passwordHash: p.string().length(255).hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
nameEntity(UserEntity, 'User');

export type User = InferEntity<typeof UserEntity>;
