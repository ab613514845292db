import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from './user.entity';

/** A WebAuthn credential (passkey) of a staff account: a second factor, and a sign-in of its own (docs/decisions/043). */
export const PasskeyEntity = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(UserEntity).deleteRule('cascade').index(),
    /** The authenticator's credential id, base64url, as browsers send it back. */
    credentialId: p.string().length(1400).unique(),
    /** The COSE public key the registration answered. */
    publicKey: p.blob(),
    /** The authenticator's signature counter (uint32; 0 for authenticators that keep none). */
    counter: p.bigint('number').default(0),
    transports: p.json<string[]>(),
    name: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  }),
});

export type Passkey = InferEntity<typeof PasskeyEntity>;
