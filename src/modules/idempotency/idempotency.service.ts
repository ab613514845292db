import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdempotentRequestEntity } from './idempotent-request.entity';

/** How long a key's first answer is replayed (the issue's 24 h; Stripe keeps keys as long). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A first request still unanswered after this long died with its server: a retry may run it again. */
export const ABANDONED_AFTER_MS = 60 * 1000;

/** What a request with a key may do: run (it holds the key now), replay an earlier answer, or neither. */
export type Claim = { outcome: 'run'; id: number } | { outcome: 'replay'; answer: unknown } | { outcome: 'in-progress' } | { outcome: 'different-request' };

/** Same procedure and same input (key order aside, as JSON objects compare): the same request. */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Takes the key for this request, atomically: of two concurrent requests with one key exactly one
 * runs. Expired keys (older than the window) and abandoned ones are taken over.
 */
export async function claimIdempotencyKey(em: EntityManager, procedure: string, key: string, fingerprint: string): Promise<Claim> {
  const connection = em.getConnection();
  const now = Date.now();
  await connection.execute(`delete from idempotent_requests where created_at < ?`, [new Date(now - IDEMPOTENCY_WINDOW_MS)]);
  const inserted = await connection.execute<{ id: number }[]>(
    `insert into idempotent_requests (procedure, key, fingerprint, answer, created_at, updated_at, version)
     values (?, ?, ?, null, now(), now(), 1) on conflict (procedure, key) do nothing returning id`,
    [procedure, key, fingerprint],
  );
  if (inserted[0]) return { outcome: 'run', id: inserted[0].id };

  const existing = await em.fork().findOne(IdempotentRequestEntity, { procedure, key });
  if (!existing) return claimIdempotencyKey(em, procedure, key, fingerprint);
  if (existing.fingerprint !== fingerprint) return { outcome: 'different-request' };
  if (existing.answer !== null && existing.answer !== undefined) return { outcome: 'replay', answer: existing.answer };
  if (now - existing.updatedAt.getTime() < ABANDONED_AFTER_MS) return { outcome: 'in-progress' };
  const taken = await connection.execute<{ id: number }[]>(
    `update idempotent_requests set updated_at = now(), version = version + 1 where id = ? and version = ? and answer is null returning id`,
    [existing.id, existing.version],
  );
  return taken[0] ? { outcome: 'run', id: existing.id } : { outcome: 'in-progress' };
}

/** The first answer, replayed to every retry with the key. */
export async function recordIdempotentAnswer(em: EntityManager, id: number, answer: unknown): Promise<void> {
  await em
    .getConnection()
    .execute(`update idempotent_requests set answer = ?, updated_at = now(), version = version + 1 where id = ?`, [JSON.stringify(answer), id]);
}

/** The request failed and stored nothing: a retry with the key runs it again. */
export async function releaseIdempotencyKey(em: EntityManager, id: number): Promise<void> {
  await em.getConnection().execute(`delete from idempotent_requests where id = ?`, [id]);
}
