import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_PREFIX, type ApiScope } from '../../shared/api-scopes';
import { dtoFrom } from '../../server/lib/dto';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields } from '../../shared/list-query';
import { API_KEY_SEARCHABLE, ApiKeyEntity, type ApiKey } from './api-key.entity';
import { apiKeyDto, type ApiKeyDto } from './api-key.schema';

// Recording every call would turn reads into writes; the time to the minute (or a new address) is enough.
const TOUCH_INTERVAL_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);

export const toApiKeyDto = (key: ApiKey): ApiKeyDto =>
  dtoFrom(apiKeyDto, { ...key, expiresOn: key.expiresAt && new Date(key.expiresAt.getTime() - DAY_MS).toISOString().slice(0, 10) });

/** The keys, newest first: searched by name, prefix and who made them. */
export const apiKeyList = defineAdminList({
  entity: ApiKeyEntity,
  searchable: API_KEY_SEARCHABLE,
  sortable: { createdAt: 'createdAt', name: 'name', lastUsedAt: 'lastUsedAt', expiresAt: 'expiresAt' },
  defaultSort: 'createdAt:desc',
  filters: { ...dateRangeFields },
});

export const findApiKey = (em: EntityManager, id: number) => em.findOneOrFail(ApiKeyEntity, { id });

/** The moment a key whose last day is `expiresOn` (UTC) stops working: the next midnight. */
export const expiryOf = (expiresOn: string) => new Date(Date.parse(`${expiresOn}T00:00:00Z`) + DAY_MS);

export const EXPIRY_IN_PAST = 'past';

/** Changes a key's name, scopes or expiry (null: never expires); `'past'` for an expiry already gone. */
export async function updateApiKey(
  em: EntityManager,
  key: ApiKey,
  changes: { name?: string; scopes?: ApiScope[]; expiresOn?: string | null },
): Promise<ApiKey | typeof EXPIRY_IN_PAST> {
  const { expiresOn, ...rest } = changes;
  if (expiresOn && expiryOf(expiresOn).getTime() <= Date.now()) return EXPIRY_IN_PAST;
  em.assign(key, { ...rest, ...(expiresOn !== undefined && { expiresAt: expiresOn ? expiryOf(expiresOn) : null }) });
  await em.flush();
  return key;
}

/** A new key and its secret, which is returned here once and never stored. */
export async function createApiKey(
  em: EntityManager,
  input: { name: string; scopes: ApiScope[]; expiresOn: string | null },
  createdBy: string,
): Promise<{ key: ApiKey; secret: string }> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const key = em.create(ApiKeyEntity, {
    name: input.name,
    scopes: input.scopes,
    expiresAt: input.expiresOn ? expiryOf(input.expiresOn) : null,
    prefix: secret.slice(0, API_KEY_PREFIX.length + 8),
    secretHash: hashSecret(secret),
    createdBy,
    lastUsedAt: null,
    lastUsedFrom: null,
  });
  await em.flush();
  return { key, secret };
}

export type UsableApiKey = { keyId: number; name: string; scopes: readonly ApiScope[] };

/**
 * The key a bearer secret names: `'unknown'` (never issued, or deleted: revoked), `'expired'`, or the
 * key, whose last use (time and address) is recorded on the way.
 */
export async function authenticateApiKey(em: EntityManager, secret: string, clientIp: string, now = new Date()): Promise<UsableApiKey | 'unknown' | 'expired'> {
  const key = await em.findOne(ApiKeyEntity, { secretHash: hashSecret(secret) });
  if (!key) return 'unknown';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  const stale = !key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_INTERVAL_MS || key.lastUsedFrom !== clientIp;
  // A plain update: the key row's version is for staff edits, not for every call it makes.
  if (stale) await em.nativeUpdate(ApiKeyEntity, { id: key.id }, { lastUsedAt: now, lastUsedFrom: clientIp.slice(0, 64) });
  return { keyId: key.id, name: key.name, scopes: key.scopes };
}
