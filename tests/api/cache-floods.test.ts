import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawGet } from '../support/raw-get';
import { startTestApp, type TestApp } from '../support/test-app';

/** One app per scenario, each with the limits it exercises. */
function appWith(env: Record<string, string>): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => app!;
}

const text = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

describe('a flood of one-off keys', () => {
  const app = appWith({ PUBLIC_CACHE_ENTRIES: '20' });

  it('does not push a page visitors keep asking for out of the cache; the rarely asked ones go', async () => {
    const t = app();
    const [service] = (await t.api('/api/services')).body.data as { id: number; title: string }[];
    // Asked once (a one-off like the flood's keys), then the hot page, asked again and again.
    expect((await text(`${t.url}/services`)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await text(`${t.url}/service/${service!.id}`)).status).toBe(200);
    // A change behind the cache's back: only an answer still in the cache hides it.
    await t.orm.em.getConnection().execute(`update services set title = 'Changed behind the back' where id = ${service!.id}`);

    // 100 concurrent reads, each a key of its own (the query is an API read's input, so its key).
    const flood = await Promise.all(Array.from({ length: 100 }, (_, i) => t.api(`/api/blog?page=${1000 + i}&pageSize=1`)));
    expect(flood.map((answer) => answer.status)).toEqual(Array(100).fill(200));

    const hot = await text(`${t.url}/service/${service!.id}`);
    expect(hot.body).toContain(service!.title);
    expect(hot.body, 'the hot page is still answered from the cache').not.toContain('Changed behind the back');
    expect((await text(`${t.url}/services`)).body, 'the page asked for once was pushed out').toContain('Changed behind the back');
  });
});

describe('bounded renders', () => {
  const app = appWith({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' });

  it('past the renders running and queued, a page miss answers 503 no-store with Retry-After, while cached pages answer 200; nothing refused is stored', async () => {
    const t = app();
    expect((await text(`${t.url}/`)).status).toBe(200);

    // Blog searches are never cached: each one needs a render of its own.
    const searches = Array.from({ length: 40 }, (_, i) => fetch(`${t.url}/blog?q=flood-${i}`));
    const misses = Array.from({ length: 5 }, () => fetch(`${t.url}/careers`));
    const cached = Array.from({ length: 5 }, () => fetch(`${t.url}/`));
    const [searched, missed, hits] = await Promise.all([Promise.all(searches), Promise.all(misses), Promise.all(cached)]);

    expect(hits.map((response) => response.status)).toEqual(Array(5).fill(200));
    const refused = [...searched, ...missed].filter((response) => response.status === 503);
    const served = [...searched, ...missed].filter((response) => response.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length + served.length).toBe(45);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe('2');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ success: false, message: 'Service temporarily unavailable', code: 'UNAVAILABLE' });
    }

    // The queue is free again, and no refusal was stored in place of a page.
    const careers = await text(`${t.url}/careers`);
    expect(careers.status).toBe(200);
    expect(careers.body).toContain('<!doctype html>');
    expect((await text(`${t.url}/blog?q=after-the-flood`)).status).toBe(200);
  });
});

describe('compression of a stored page', () => {
  const app = appWith({});

  it('answers a miss compressed quickly, then serves the best brotli, upgraded in the background, under a new ETag that still validates', async () => {
    const t = app();
    // A page not asked for yet: its first answer is brotli at the fast level (4).
    const first = await rawGet(`${t.url}/services`, { 'accept-encoding': 'br' });
    const page = zlib.brotliDecompressSync(first.body);
    const brotli = (quality: number) =>
      zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length } });
    expect(first.body.equals(brotli(4))).toBe(true);
    const best = brotli(11);
    expect(best.length).toBeLessThan(first.body.length);

    await vi.waitFor(
      async () => {
        const later = await rawGet(`${t.url}/services`, { 'accept-encoding': 'br' });
        expect(later.body.equals(best)).toBe(true);
        expect(later.headers.etag).not.toBe(first.headers.etag);
      },
      { timeout: 15_000, interval: 50 },
    );
    // A browser holding the first answer's tag is still told its copy is current.
    expect((await rawGet(`${t.url}/services`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })).status).toBe(304);
  });
});
