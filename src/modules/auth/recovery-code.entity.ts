import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

/** One of an account's ten single-use recovery codes, kept as a SHA-256 (each code carries 50 random bits and tries are throttled). */
export const RecoveryCodeEntity = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(UserEntity).deleteRule('cascade').index(),
    codeHash: p.string().length(64).unique(),
  }),
});

export type RecoveryCode = InferEntity<typeof RecoveryCodeEntity>;
