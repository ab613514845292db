import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { ContentTag } from '../content-tags';
import { buildCachedResponse, ResponseCache } from './response-cache';

const answer = (text: string) => buildCachedResponse(Buffer.from(text), 'text/plain', 'no-cache', 60_000);

async function store(cache: ResponseCache, key: string, text: string, tags?: ContentTag[]) {
  const fill = cache.beginFill(key);
  if (tags) fill?.dependsOn(tags);
  fill?.settle(await answer(text));
}

describe('ResponseCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1_000_000 });
    await store(cache, '/a', 'a');
    await store(cache, '/b', 'b');
    cache.get('/a');
    await store(cache, '/c', 'c');
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map((entry) => entry?.identity.body.toString())).toEqual(['a', undefined, 'c']);
  });

  it('keeps at most maxBytes, counting every encoding', async () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 5000 });
    await store(cache, '/big-1', 'x'.repeat(3000));
    await store(cache, '/big-2', 'y'.repeat(3000));
    expect(cache.get('/big-1')).toBeUndefined();
    expect(cache.get('/big-2')).toBeDefined();
  });

  it('lets concurrent misses wait for one fill', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const fill = cache.beginFill('/page');
    const waiting = cache.pending('/page');
    expect(waiting).toBeDefined();
    const entry = await answer('rendered once');
    fill?.settle(entry);
    expect(await waiting).toBe(entry);
    expect(cache.pending('/page')).toBeUndefined();
  });

  it('never stores a fill that began before a clear', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const fill = cache.beginFill('/services');
    const waiting = cache.pending('/services');
    cache.clear();
    fill?.settle(await answer('rendered from old content'));
    expect(cache.get('/services')).toBeUndefined();
    expect(await waiting).toBeUndefined();
  });

  it('serves and stores nothing while changes could go unnoticed', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    await store(cache, '/', 'home');
    cache.setTrusted(false);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.beginFill('/')).toBeNull();
    cache.setTrusted(true);
    await store(cache, '/', 'home');
    expect(cache.get('/')).toBeDefined();
  });

  it('drops only the answers showing the content that changed, and those whose content is unknown', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    await store(cache, '/services', 'services page', ['services', 'settings']);
    await store(cache, '/blog', 'blog page', ['blog', 'insights', 'settings']);
    await store(cache, '/robots.txt', 'robots', []);
    await store(cache, '/undeclared', 'unknown content');
    cache.invalidate(['services']);
    expect(['/services', '/blog', '/robots.txt', '/undeclared'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true, false]);
    cache.invalidate(['settings']);
    expect(['/blog', '/robots.txt'].map((key) => cache.get(key) !== undefined)).toEqual([false, true]);
  });

  it('never stores a fill showing content invalidated while it rendered; other fills are kept', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const services = cache.beginFill('/services');
    const blog = cache.beginFill('/blog');
    const undeclared = cache.beginFill('/undeclared');
    const waiting = cache.pending('/services');
    cache.invalidate(['services']);
    services?.dependsOn(['services']);
    blog?.dependsOn(['blog']);
    services?.settle(await answer('old services'));
    blog?.settle(await answer('blog'));
    undeclared?.settle(await answer('unknown content'));
    expect(await waiting).toBeUndefined();
    expect(['/services', '/blog', '/undeclared'].map((key) => cache.get(key)?.identity.body.toString())).toEqual([undefined, 'blog', undefined]);
  });

  it('admits a new key only over entries asked for no more often: one-off keys never push out a hot page', async () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1_000_000 });
    // As the server does: every fill follows a lookup that missed.
    const askAndStore = async (key: string) => {
      if (!cache.get(key)) await store(cache, key, key);
    };
    for (let i = 0; i < 3; i++) await askAndStore('/hot');
    for (let page = 1; page <= 20; page++) await askAndStore(`/api/blog?page=${page}`);
    expect(cache.get('/hot')?.identity.body.toString()).toBe('/hot');

    // Once the hot page was used again, a one-off replaces the one-off stored while there was room.
    await askAndStore('/api/blog?page=21');
    expect(cache.get('/api/blog?page=21')).toBeDefined();
    expect(cache.get('/api/blog?page=1')).toBeUndefined();
    expect(cache.get('/hot')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('stores a fast-compressed answer and upgrades its brotli to the best level in the background, keeping its ETags apart', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    // Prose-like text (a seeded choice of words), where the levels differ as on a real page.
    const words = ['strategy', 'people', 'change', 'clients', 'growth', 'teams', 'delivery', 'insight', 'market', 'data'];
    let seed = 7;
    const pick = () => words[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length];
    const text = Buffer.from(Array.from({ length: 3000 }, () => pick()).join(' '));
    const fast = await buildCachedResponse(text, 'text/html', 'no-cache', 60_000, 'fast');
    cache.beginFill('/services')?.settle(fast);
    const quality = (level: number) => ({ [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length });
    const best = { br: zlib.brotliCompressSync(text, { params: quality(11) }) };
    expect(fast.br?.body.equals(zlib.brotliCompressSync(text, { params: quality(4) }))).toBe(true);
    expect(fast.br?.body.length).toBeGreaterThan(best.br.length);

    await vi.waitFor(() => expect(cache.get('/services')?.compression).toBe('best'), { timeout: 10_000, interval: 10 });
    const upgraded = cache.get('/services')!;
    expect(upgraded.br?.body.equals(best.br)).toBe(true);
    // Gzip is compressed once, at its default level: the same bytes under the same tag.
    expect(upgraded.gzip).toEqual(fast.gzip);
    expect(upgraded.identity.etag).toBe(fast.identity.etag);
    expect(upgraded.br?.etag).not.toBe(fast.br?.etag);
  });

  it('never puts back an upgraded entry that was invalidated while it was recompressed', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const fast = await buildCachedResponse(Buffer.from('x'.repeat(50_000)), 'text/html', 'no-cache', 60_000, 'fast');
    const fill = cache.beginFill('/blog');
    fill?.dependsOn(['blog']);
    fill?.settle(fast);
    cache.invalidate(['blog']);
    // The upgrade runs one entry at a time: once a later entry is upgraded, the first one's turn has passed.
    cache.beginFill('/later')?.settle(await buildCachedResponse(Buffer.from('y'.repeat(5000)), 'text/html', 'no-cache', 60_000, 'fast'));
    await vi.waitFor(() => expect(cache.get('/later')?.compression).toBe('best'), { timeout: 10_000, interval: 10 });
    expect(cache.get('/blog')).toBeUndefined();
  });

  it('keeps an expired answer to serve while one fill renders its successor, which then replaces it', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.beginFill('/')?.settle(await buildCachedResponse(Buffer.from('2026'), 'text/html', 'no-cache', -1));
    expect(cache.get('/')).toBeUndefined();
    expect(cache.stale('/')?.identity.body.toString()).toBe('2026');
    const refresh = cache.beginFill('/');
    expect(refresh?.refreshes).toBe(true);
    refresh?.settle(await answer('2027'));
    expect(cache.get('/')?.identity.body.toString()).toBe('2027');
    expect(cache.stale('/')).toBeUndefined();
    expect(cache.beginFill('/elsewhere')?.refreshes).toBe(false);
  });
});
