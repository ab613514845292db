import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import type { ApiScope } from '../../shared/api-scopes';
import { searchIndex } from '../../server/lib/search-index';

/**
 * A credential for an integration: what it may do (`scopes`), until when, and where it was last used.
 * Only the SHA-256 of the secret is kept, as for sessions; `prefix` (the secret's first characters)
 * lets staff tell keys apart and match one a secret scanner found.
 */
/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const API_KEY_SEARCHABLE = ['name', 'prefix', 'createdBy'] as const;

export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  indexes: [searchIndex('api_keys', API_KEY_SEARCHABLE)],
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
