import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    // SHA-256 of the bearer token: a leaked table cannot be replayed as sessions.
    tokenHash: p.string().length(64).unique(),
    user: p.manyToOne(UserEntity).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    // Shown in the account's session list, so its owner can tell the sessions apart.
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  }),
});

export type Session = InferEntity<typeof SessionEntity>;
