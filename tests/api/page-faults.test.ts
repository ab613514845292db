import { expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/client/public-pages';
import { useTestApp } from '../support/test-app';

// A query that fails with the connection up: tables renamed in this file's own database.
const t = useTestApp();

const sql = (query: string) => t.orm.em.getConnection().execute(query);
const firstId = async (table: string) => ((await sql(`select id from ${table} order by id limit 1`)) as { id: number }[])[0]!.id;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

/** Polls until `check` holds; recovery is expected within seconds. */
async function within(ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not recovered within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every public route, its parameters filled with an item that exists. */
async function publicPaths() {
  const ids: Record<string, string> = {
    '/service/:id': String(await firstId('services')),
    '/team/:id': String(await firstId('team_members')),
    '/careers/:id': String(await firstId('career_positions where is_active')),
    '/blog/:slug': ((await sql('select slug from blog_posts where is_published limit 1')) as { slug: string }[])[0]!.slug,
  };
  return PUBLIC_PAGES.map((page) => page.path.replace(/:(id|slug)$/, ids[page.path] ?? ''));
}

const CONTENT_TABLES = ['services', 'team_members', 'blog_posts', 'featured_insights', 'core_expertise', 'career_positions', 'media', 'contact_messages'];
const rename = (tables: string[], from: string, to: string) => Promise.all(tables.map((table) => sql(`alter table ${table}${from} rename to ${table}${to}`)));

const expectUnavailable = (res: Awaited<ReturnType<typeof get>>, path: string) => {
  expect(res.status, path).toBe(503);
  expect(res.headers.get('cache-control'), path).toBe('no-store');
  expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
};

it('with content tables unreadable, every data page answers the 503 error page, uncached, and recovers with fresh data', async () => {
  const paths = await publicPaths();
  const serviceId = await firstId('services');
  const token = await t.login();
  await rename(CONTENT_TABLES, '', '_away');
  try {
    const staticPages = new Set(['/about', '/contact', '/privacy', '/terms']);
    for (const path of paths) {
      const res = await get(path);
      if (staticPages.has(path)) {
        expect(res.status, path).toBe(200);
        continue;
      }
      expectUnavailable(res, path);
      expect(res.text, path).toContain('Be Right Back');
      expect(res.text, path).toContain('noindex');
      // Asked again, it is still rendered afresh, never answered from the cache.
      expectUnavailable(await get(path, { 'accept-encoding': 'br' }), path);
    }
    // A fault is not a missing item.
    expectUnavailable(await get('/service/999999'), '/service/999999');
    for (const path of [
      '/sitemap.xml',
      '/blog/rss.xml',
      '/img/640/media/0123456789abcdef0123/0123456789abcdef/photo.png',
      '/media/0123456789abcdef0123/0123456789abcdef/photo.png',
    ]) {
      const res = await get(path);
      expectUnavailable(res, path);
      expect(JSON.parse(res.text), path).toEqual({ success: false, message: 'Service temporarily unavailable, please try again shortly', code: 'UNAVAILABLE' });
    }
    expectUnavailable(await get('/api/admin/contacts/export.csv', { authorization: `Bearer ${token}` }), 'CSV export');
    expectUnavailable(await get('/api/services'), '/api/services');
  } finally {
    await rename(CONTENT_TABLES, '_away', '');
  }
  // Changed behind the app's back (no change notice): only a fresh render can show it.
  await sql(`update services set title = 'Recovered Service Title' where id = ${serviceId}`);
  await within(5000, async () => (await get('/services')).status === 200);
  expect((await get('/services')).text).toContain('Recovered Service Title');
  expect((await get(`/service/${serviceId}`)).text).toContain('Recovered Service Title');
  for (const path of paths) expect((await get(path)).status, path).toBe(200);
  expect((await get('/service/999999')).status).toBe(404);
  expect((await get('/sitemap.xml')).status).toBe(200);
}, 120_000);

it('with the brand content unreadable, every public page answers 503 instead of rendering the defaults', async () => {
  const paths = await publicPaths();
  // A staff edit empties the response cache, so nothing rendered before this test answers for it.
  const token = await t.login();
  expect((await t.api('/api/admin/settings', { method: 'PUT', token, body: { company: { tagline: 'Before The Fault' } } })).status).toBe(200);
  await rename(['settings'], '', '_away');
  try {
    for (const path of [...paths, '/no/such/page']) {
      const res = await get(path);
      expectUnavailable(res, path);
      expect(res.text, path).toContain('Be Right Back');
    }
  } finally {
    await rename(['settings'], '_away', '');
  }
  // Changed behind the app's back (no change notice): only a fresh render can show it.
  await sql(`update settings set value = jsonb_set(value::jsonb, '{tagline}', '"After The Fault"') where key = 'company'`);
  await within(5000, async () => (await get('/about')).status === 200);
  expect((await get('/about')).text).toContain('After The Fault');
  for (const path of paths) expect((await get(path)).status, path).toBe(200);
  expect((await get('/no/such/page')).status).toBe(404);
}, 120_000);
