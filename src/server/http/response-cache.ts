import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruCache } from '../lib/lru-cache';
import type { ContentTag } from '../content-tags';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

export type Representation = { body: Buffer; etag: string; encoding?: Encoding };

/** One stored 200 answer: its bytes in every encoding, ready to send without hashing or compressing. */
export type CachedResponse = {
  contentType: string;
  cacheControl: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  size: number;
  expiresAt: number;
  /** The public content it shows; unset when nothing declared it, so any change drops it. */
  tags?: ReadonlySet<ContentTag>;
};

/** Below this, compression saves less than its headers cost. */
export const COMPRESSION_THRESHOLD = 1024;

/** Precomputes the strong ETags and the brotli and gzip variants of one answer. */
export async function buildCachedResponse(body: Buffer, contentType: string, cacheControl: string, ttlMs: number): Promise<CachedResponse> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const identity: Representation = { body, etag: `"${hash}"` };
  if (body.length < COMPRESSION_THRESHOLD) {
    return { contentType, cacheControl, identity, size: body.length, expiresAt: Date.now() + ttlMs };
  }
  const [brBody, gzipBody] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  // A strong ETag names exact bytes, so each encoding gets its own.
  return {
    contentType,
    cacheControl,
    identity,
    br: { body: brBody, etag: `"${hash}-br"`, encoding: 'br' },
    gzip: { body: gzipBody, etag: `"${hash}-gz"`, encoding: 'gzip' },
    size: body.length + brBody.length + gzipBody.length,
    expiresAt: Date.now() + ttlMs,
  };
}

/**
 * The first fill of a key: others asking for it meanwhile wait for its result instead of rendering.
 * While it renders, `dependsOn` collects the content its answer shows.
 */
export type Fill = { key: string; dependsOn: (tags: readonly ContentTag[]) => void; settle: (entry: CachedResponse | undefined) => void };

type Limits = { maxEntries: number; maxBytes: number };

/**
 * Public answers by full URL, least recently used evicted first, bounded in count and bytes.
 * `invalidate` drops the answers showing the content that changed, `clear` drops everything;
 * a fill that started before either and shows what changed is not stored afterwards.
 */
export class ResponseCache {
  private readonly entries: LruCache<CachedResponse>;
  private readonly fills = new Map<string, Promise<CachedResponse | undefined>>();
  /** Counts clears and invalidations; each fill notes where it started. */
  private generation = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<ContentTag, number>();
  /** False while changes made elsewhere might go unnoticed (no change feed): serve and store nothing. */
  private trusted = true;

  constructor({ maxEntries, maxBytes }: Limits) {
    this.entries = new LruCache({ maxEntries, maxBytes, sizeOf: (entry) => entry.size });
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** The running fill for `key`, if any. */
  pending(key: string): Promise<CachedResponse | undefined> | undefined {
    return this.fills.get(key);
  }

  /** Starts filling `key`; null when the cache is not trusted. */
  beginFill(key: string): Fill | null {
    if (!this.trusted) return null;
    let resolve!: (entry: CachedResponse | undefined) => void;
    const result = new Promise<CachedResponse | undefined>((r) => (resolve = r));
    this.fills.set(key, result);
    const startedAt = this.generation;
    let tags: Set<ContentTag> | undefined;
    // Rendered from content that changed meanwhile: an unknown dependency counts as any content.
    const outdated = () =>
      this.clearedAt > startedAt || (tags ? [...tags].some((tag) => (this.invalidatedAt.get(tag) ?? 0) > startedAt) : this.generation > startedAt);
    let settled = false;
    return {
      key,
      dependsOn: (declared) => {
        tags ??= new Set();
        for (const tag of declared) tags.add(tag);
      },
      settle: (entry) => {
        if (settled) return;
        settled = true;
        if (this.fills.get(key) === result) this.fills.delete(key);
        const current = entry && !outdated() ? entry : undefined;
        if (current && this.trusted) this.entries.set(key, Object.assign(current, { tags }));
        resolve(current);
      },
    };
  }

  /** Drops the answers showing any of `tags`, and those whose content is unknown. */
  invalidate(tags: readonly ContentTag[]): void {
    if (tags.length === 0) return;
    this.generation++;
    for (const tag of tags) this.invalidatedAt.set(tag, this.generation);
    this.entries.deleteWhere((entry) => !entry.tags || tags.some((tag) => entry.tags?.has(tag)));
  }

  clear(): void {
    this.generation++;
    this.clearedAt = this.generation;
    this.entries.clear();
    this.fills.clear();
  }

  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
