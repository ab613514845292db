import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FrequencySketch } from '../lib/frequency-sketch';
import { LruCache } from '../lib/lru-cache';
import type { ContentTag } from '../content-tags';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

export type Representation = { body: Buffer; etag: string; encoding?: Encoding };

/**
 * `fast` answers a miss without keeping its visitor waiting on brotli's slow levels (quality 4);
 * `best` (quality 11) replaces it in the background, for every later hit. Gzip, for the few clients
 * without brotli, is cheap at its default level and compressed once.
 */
export type Compression = 'fast' | 'best';
const BROTLI_QUALITY: Record<Compression, number> = { fast: 4, best: 11 };
const GZIP_LEVEL = 6;

/** One stored 200 answer: its bytes in every encoding, ready to send without hashing or compressing. */
export type CachedResponse = {
  contentType: string;
  cacheControl: string;
  /** Names the content, whatever its encoding: every ETag of this answer starts with it. */
  hash: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  compression: Compression;
  size: number;
  expiresAt: number;
  /** The public content it shows; unset when nothing declared it, so any change drops it. */
  tags?: ReadonlySet<ContentTag>;
};

/** Below this, compression saves less than its headers cost. */
export const COMPRESSION_THRESHOLD = 1024;

/** Precomputes the strong ETags and the brotli and gzip variants of one answer. */
export async function buildCachedResponse(
  body: Buffer,
  contentType: string,
  cacheControl: string,
  ttlMs: number,
  compression: Compression = 'best',
): Promise<CachedResponse> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const identity: Representation = { body, etag: `"${hash}"` };
  const expiresAt = Date.now() + ttlMs;
  if (body.length < COMPRESSION_THRESHOLD) {
    return { contentType, cacheControl, hash, identity, compression: 'best', size: body.length, expiresAt };
  }
  // zlib's asynchronous calls run on libuv's thread pool: the event loop keeps answering meanwhile.
  const [br, gzipBody] = await Promise.all([brotliOf(body, hash, compression), gzip(body, { level: GZIP_LEVEL })]);
  // A strong ETag names exact bytes, so each encoding and brotli level gets its own.
  const gzipped: Representation = { body: gzipBody, etag: `"${hash}-gz"`, encoding: 'gzip' };
  return { contentType, cacheControl, hash, identity, br, gzip: gzipped, compression, size: body.length + br.body.length + gzipBody.length, expiresAt };
}

async function brotliOf(body: Buffer, hash: string, compression: Compression): Promise<Representation> {
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression], [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  return { body: await brotli(body, { params }), etag: `"${hash}-br${compression === 'fast' ? '-fast' : ''}"`, encoding: 'br' };
}

/** The same entry with its brotli bytes at the best level (the rest, its expiry and tags, as they were). */
async function withBestBrotli(entry: CachedResponse): Promise<CachedResponse> {
  const br = await brotliOf(entry.identity.body, entry.hash, 'best');
  return { ...entry, br, compression: 'best', size: entry.size - (entry.br?.body.length ?? 0) + br.body.length };
}

/**
 * The first fill of a key: others asking for it meanwhile wait for its result instead of rendering.
 * While it renders, `dependsOn` collects the content its answer shows.
 */
export type Fill = {
  key: string;
  /** It renders the successor of an expired answer (which is served meanwhile). */
  refreshes: boolean;
  dependsOn: (tags: readonly ContentTag[]) => void;
  settle: (entry: CachedResponse | undefined) => void;
};

type Limits = { maxEntries: number; maxBytes: number };

/** Background recompressions waiting at most: under a flood of new keys the rest keep their fast bytes. */
const MAX_PENDING_UPGRADES = 256;

/**
 * Public answers by full URL, bounded in count and bytes. `invalidate` drops the answers showing the
 * content that changed, `clear` drops everything; a fill that started before either and shows what
 * changed is not stored afterwards.
 *
 * Eviction is least recently used, but a new key may only push out entries asked for no more often
 * than itself (TinyLFU admission, counted by a frequency sketch over every lookup): a flood of one-off
 * keys (`/api/blog?page=1234`) cycles among itself and never evicts a page visitors keep asking for.
 * Entries are stored as compressed for their first answer (`fast`) and upgraded to `best` one at a time
 * in the background.
 */
export class ResponseCache {
  private readonly entries: LruCache<CachedResponse>;
  private readonly frequencies: FrequencySketch;
  private readonly fills = new Map<string, Promise<CachedResponse | undefined>>();
  private readonly upgrades = new Set<string>();
  private upgrading = false;
  /** Counts clears and invalidations; each fill notes where it started. */
  private generation = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<ContentTag, number>();
  /** False while changes made elsewhere might go unnoticed (no change feed): serve and store nothing. */
  private trusted = true;

  constructor({ maxEntries, maxBytes }: Limits) {
    this.frequencies = new FrequencySketch(maxEntries);
    this.entries = new LruCache({
      maxEntries,
      maxBytes,
      sizeOf: (entry) => entry.size,
      admits: (candidate, victim) => this.frequencies.estimate(candidate) >= this.frequencies.estimate(victim),
    });
  }

  /** The stored answer for `key` while fresh; every lookup, hit or miss, counts toward the key's frequency. */
  get(key: string): CachedResponse | undefined {
    this.frequencies.record(key);
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  /**
   * An expired answer still held for `key`. The expiry only catches what depends on the clock (content
   * changes arrive as invalidations), so it is served while one request renders its successor, rather
   * than making every visitor of a hot page wait on that render.
   */
  stale(key: string): CachedResponse | undefined {
    const entry = this.entries.peek(key);
    return entry && entry.expiresAt <= Date.now() ? entry : undefined;
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
      refreshes: this.stale(key) !== undefined,
      dependsOn: (declared) => {
        tags ??= new Set();
        for (const tag of declared) tags.add(tag);
      },
      settle: (entry) => {
        if (settled) return;
        settled = true;
        if (this.fills.get(key) === result) this.fills.delete(key);
        const current = entry && !outdated() ? entry : undefined;
        if (current && this.trusted && this.entries.set(key, Object.assign(current, { tags })) && current.compression === 'fast') {
          this.upgradeLater(key);
        }
        resolve(current);
      },
    };
  }

  private upgradeLater(key: string): void {
    if (this.upgrades.size >= MAX_PENDING_UPGRADES) return;
    this.upgrades.add(key);
    if (!this.upgrading) void this.upgradePending();
  }

  /** Recompresses the waiting entries at their best level, one at a time, keeping each only if still current. */
  private async upgradePending(): Promise<void> {
    this.upgrading = true;
    try {
      for (const key of this.upgrades) {
        this.upgrades.delete(key);
        const entry = this.entries.peek(key);
        if (entry?.compression !== 'fast') continue;
        const best = await withBestBrotli(entry).catch(() => undefined);
        // Invalidated, cleared or refilled meanwhile: the new entry is upgraded on its own.
        if (best && this.entries.peek(key) === entry) this.entries.set(key, best);
      }
    } finally {
      this.upgrading = false;
    }
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
    this.upgrades.clear();
  }

  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
