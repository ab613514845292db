import { describe, expect, it } from 'vitest';
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
});
