import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruCache } from '../lib/lru-cache';

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

/** The first fill of a key: others asking for it meanwhile wait for its result instead of rendering. */
export type Fill = { key: string; generation: number; settle: (entry: CachedResponse | undefined) => void };

type Limits = { maxEntries: number; maxBytes: number };

/**
 * Public answers by full URL, least recently used evicted first, bounded in count and bytes.
 * `clear` drops everything, including fills that started before it, so nothing rendered
 * from the old content is stored afterwards.
 */
export class ResponseCache {
  private readonly entries: LruCache<CachedResponse>;
  private readonly fills = new Map<string, Promise<CachedResponse | undefined>>();
  private generation = 0;
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
    const generation = this.generation;
    let settled = false;
    return {
      key,
      generation,
      settle: (entry) => {
        if (settled) return;
        settled = true;
        if (this.fills.get(key) === result) this.fills.delete(key);
        if (entry && generation === this.generation && this.trusted) this.entries.set(key, entry);
        resolve(entry && generation === this.generation ? entry : undefined);
      },
    };
  }

  clear(): void {
    this.generation++;
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
