import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import type { ApiScope } from '../../shared/api-scopes';

/**
 * A credential for an integration: what it may do (`scopes`), until when, and where it was last used.
 * Only the SHA-256 of the secret is kept, as for sessions; `prefix` (the secret's first characters)
 * lets staff tell keys apart and match one a secret scanner found.
 */
export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: (p) => ({
    ...baseProperties(),
    name: p.string().length(100),
    prefix: p.string().length(16),
    secretHash: p.string().length(64).unique(),
    scopes: p.array<ApiScope>(),
    expiresAt: p.datetime().nullable(),
    createdBy: p.string().length(100),
    lastUsedAt: p.datetime().nullable(),
    lastUsedFrom: p.string().length(64).nullable(),
  }),
});

export type ApiKey = InferEntity<typeof ApiKeyEntity>;
