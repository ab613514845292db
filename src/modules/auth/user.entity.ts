import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const USER_SEARCHABLE = ['username'] as const;

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  indexes: [searchIndex('users', USER_SEARCHABLE)],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    passwordHash: p.string().length(255).hidden(),
    // Base32 TOTP secrets: the confirmed one, and one waiting for its first code (docs/decisions/027).
    totpSecret: p.string().length(64).nullable(),
    totpPendingSecret: p.string().length(64).nullable(),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
nameEntity(UserEntity, 'User');

export type User = InferEntity<typeof UserEntity>;
