import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

/**
 * A browser that signed in to an account before: it holds the token (an HttpOnly cookie), the table
 * only its SHA-256. Such a browser is not held by the account-wide or address-wide throttle.
 */
export const TrustedDeviceEntity = defineEntity({
  name: 'TrustedDevice',
  tableName: 'trusted_devices',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    user: p.manyToOne(UserEntity).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type TrustedDevice = InferEntity<typeof TrustedDeviceEntity>;
