import { describe, expect, it } from 'vitest';
import { buildCachedResponse, ResponseCache } from './response-cache';

const answer = (text: string) => buildCachedResponse(Buffer.from(text), 'text/plain', 'no-cache', 60_000);

async function store(cache: ResponseCache, key: string, text: string) {
  const fill = cache.beginFill(key);
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
});
