import zlib from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openOrm } from '../../src/server/db/orm';
import { databaseUrl } from '../support/database-server';
import { rawGet } from '../support/raw-get';
import { TEST_ADMIN } from '../support/test-admin';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

/** A change behind the application's back: only a cached answer can hide it. */
const sql = (statement: string) => t.orm.em.getConnection().execute(statement);
const firstServiceId = async () => ((await t.api('/api/services')).body.data[0] as { id: number }).id;
const page = async (path: string) => (await rawGet(`${t.url}${path}`)).body.toString('utf8');
const sitemap = () => page('/sitemap.xml');

describe('public reads are served from the cache until an admin write', () => {
  it('hides a direct database change, then shows an admin edit at once on the API, the pages and the sitemap', async () => {
    const id = await firstServiceId();
    const title = (await t.api(`/api/services/${id}`)).body.title as string;
    await page('/services');
    await page(`/service/${id}`);
    const sitemapBefore = await sitemap();
    const trpcTitle = async () => (await t.api('/api/trpc/services.list')).body.result.data.data[0].title as string;
    expect(await trpcTitle()).toBe(title);

    await sql(`update services set title = 'Changed behind the back' where id = ${id}`);
    expect((await t.api('/api/services')).body.data[0].title).toBe(title);
    expect((await t.api(`/api/services/${id}`)).body.title).toBe(title);
    expect(await page('/services')).not.toContain('Changed behind the back');
    expect(await page(`/service/${id}`)).not.toContain('Changed behind the back');
    expect(await trpcTitle()).toBe(title);

    const edit = await t.api(`/api/admin/services/${id}`, { method: 'PUT', token, body: { title: 'Edited by staff' } });
    expect(edit.status).toBe(200);
    expect((await t.api('/api/services')).body.data[0].title).toBe('Edited by staff');
    expect((await t.api(`/api/services/${id}`)).body.title).toBe('Edited by staff');
    expect(await page('/services')).toContain('Edited by staff');
    expect(await page(`/service/${id}`)).toContain('Edited by staff');
    expect(await trpcTitle()).toBe('Edited by staff');

    const created = await t.api('/api/admin/services', { token, body: { title: 'Brand new service', description: 'New.' } });
    expect(sitemapBefore).not.toContain(`/service/${created.body.data.id}<`);
    expect(await sitemap()).toContain(`/service/${created.body.data.id}<`);
  });

  const SECTIONS = [
    { section: 'services', list: '/api/services', body: { title: 'Cache service', description: 'One.' } },
    { section: 'team', list: '/api/team', body: { name: 'Cache Person', title: 'Consultant', bio: 'Bio.' } },
    { section: 'blog', list: '/api/blog', body: { title: 'Cache post', excerpt: 'Short.', content: '<p>Body</p>', isPublished: true } },
    {
      section: 'careers',
      list: '/api/careers',
      body: { title: 'Cache role', description: 'Work.', requirements: ['Care'], location: 'Leeds', type: 'Full-time' },
    },
    { section: 'featured-insights', list: '/api/featured-insights', body: { title: 'Cache insight', description: 'Idea.', link: '/blog' } },
    { section: 'core-expertise', list: '/api/core-expertise', body: { title: 'Cache expertise', description: 'Skill.', iconType: 'Zap' } },
  ];
  const rows = async (list: string) => {
    const body = (await t.api(list)).body;
    return (Array.isArray(body) ? body : body.data) as { id: number; title?: string; name?: string }[];
  };
  const ids = async (list: string) => (await rows(list)).map((row) => row.id);

  it.each(SECTIONS)('every write to $section (create, update, delete) reaches its cached public list', async ({ section, list, body }) => {
    await ids(list);
    const created = await t.api(`/api/admin/${section}`, { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(await ids(list)).toContain(id);

    const field = 'name' in body ? 'name' : 'title';
    const change = { ...body, [field]: 'Renamed for cache' };
    expect((await t.api(`/api/admin/${section}/${id}`, { method: 'PUT', token, body: change })).status).toBe(200);
    expect((await rows(list)).find((row) => row.id === id)).toMatchObject({ [field]: 'Renamed for cache' });

    expect((await t.api(`/api/admin/${section}/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await ids(list)).not.toContain(id);
  });

  it('a settings change reaches the cached settings and every page', async () => {
    expect((await t.api('/api/settings')).status).toBe(200);
    expect(await page('/')).not.toContain('Tagline straight from the cache test');
    expect(await page('/blog')).not.toContain('Tagline straight from the cache test');
    const saved = await t.api('/api/admin/settings', { method: 'PUT', token, body: { company: { tagline: 'Tagline straight from the cache test' } } });
    expect(saved.status).toBe(200);
    expect((await t.api('/api/settings')).body.data.company.tagline).toBe('Tagline straight from the cache test');
    expect(await page('/')).toContain('Tagline straight from the cache test');
    expect(await page('/blog')).toContain('Tagline straight from the cache test');
  });
});

describe('a write clears only the cached answers showing what it changed', () => {
  const firstPost = async () => (await t.api('/api/blog')).body.data[0] as { id: number; title: string };
  const etag = async (path: string) => (await rawGet(`${t.url}${path}`)).headers.etag;

  it('a services edit refreshes the services answers and leaves the cached blog page and /api/blog as they were', async () => {
    const serviceId = await firstServiceId();
    const post = await firstPost();
    const cached = { blogPage: await etag('/blog'), blogApi: await etag('/api/blog'), servicesPage: await etag('/services') };
    await sql(`update services set title = 'Service changed behind the back' where id = ${serviceId}`);
    await sql(`update blog_posts set title = 'Post changed behind the back' where id = ${post.id}`);

    expect((await t.api(`/api/admin/services/${serviceId}`, { method: 'PUT', token, body: { description: 'Edited by staff.' } })).status).toBe(200);

    expect(await page('/services')).toContain('Service changed behind the back');
    expect((await t.api('/api/services')).body.data[0].title).toBe('Service changed behind the back');
    expect(await etag('/services')).not.toBe(cached.servicesPage);
    // Served from the cache: the same bytes as before, without the change made behind its back.
    expect(await page('/blog')).not.toContain('Post changed behind the back');
    expect(await page('/blog')).toContain(post.title);
    expect((await firstPost()).title).toBe(post.title);
    expect({ blogPage: await etag('/blog'), blogApi: await etag('/api/blog') }).toEqual({ blogPage: cached.blogPage, blogApi: cached.blogApi });

    // A blog edit is what refreshes them.
    expect((await t.api(`/api/admin/blog/${post.id}`, { method: 'PUT', token, body: { excerpt: 'Edited excerpt.' } })).status).toBe(200);
    expect(await page('/blog')).toContain('Post changed behind the back');
    expect((await firstPost()).title).toBe('Post changed behind the back');
  });

  it('logout, mark-read, subscriber removal, application status, password change and image uploads clear nothing', async () => {
    const id = await firstServiceId();
    const title = (await t.api('/api/services')).body.data[0].title as string;
    await page('/services');
    await sql(`update services set title = 'Still hidden by the cache' where id = ${id}`);
    const stillCached = async (after: string) => {
      expect((await t.api('/api/services')).body.data[0].title, after).toBe(title);
      expect(await page('/services'), after).not.toContain('Still hidden by the cache');
    };

    const other = await t.login();
    expect((await t.api('/api/auth/logout', { method: 'POST', token: other })).status).toBe(200);
    await stillCached('logout');

    const message = await t.api('/api/contact', {
      body: { name: 'Cache Visitor', email: 'v@example.com', subject: 'Hello', message: 'A message long enough.' },
    });
    expect((await t.api(`/api/admin/contacts/${message.body.data.id}`, { method: 'PUT', token, body: { isRead: true } })).status).toBe(200);
    await stillCached('mark-read');

    expect((await t.api('/api/newsletter', { body: { email: 'cache-reader@example.com' } })).status).toBe(200);
    const subscriber = ((await t.api('/api/admin/newsletter', { token })).body.data as { id: number; email: string }[]).find(
      (s) => s.email === 'cache-reader@example.com',
    );
    expect((await t.api(`/api/admin/newsletter/${subscriber?.id}`, { method: 'DELETE', token })).status).toBe(200);
    await stillCached('subscriber removal');

    const [position] = (await t.api('/api/careers')).body.data;
    const application = await t.api(`/api/careers/${position.id}/apply`, { body: { name: 'Cache Applicant', email: 'a@example.com' } });
    expect((await t.api(`/api/admin/applications/${application.body.data.id}`, { method: 'PUT', token, body: { status: 'reviewed' } })).status).toBe(200);
    await stillCached('application status');

    const me = (await t.api('/api/auth/me', { token })).body.data.id as number;
    const change = (currentPassword: string, newPassword: string) =>
      t.api(`/api/admin/users/${me}`, { method: 'PUT', token, body: { currentPassword, newPassword } });
    expect((await change(TEST_ADMIN.password, 'A-new-password-for-cache-1')).status).toBe(200);
    expect((await change('A-new-password-for-cache-1', TEST_ADMIN.password)).status).toBe(200);
    await stillCached('password change');

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const uploaded = await fetch(`${t.url}/api/admin/media?filename=dot.png`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(201);
    const mediaId = ((await uploaded.json()) as { data: { id: number } }).data.id;
    expect((await t.api(`/api/admin/media/${mediaId}`, { method: 'DELETE', token })).status).toBe(200);
    await stillCached('image upload and deletion');

    expect((await t.api(`/api/admin/services/${id}`, { method: 'PUT', token, body: { description: 'Now it shows.' } })).status).toBe(200);
    expect((await t.api('/api/services')).body.data[0].title).toBe('Still hidden by the cache');
  });
});

describe('what the cache never holds', () => {
  it('an admin read is never served to a stranger, nor a refusal to staff', async () => {
    // A list's tRPC input is its paging object (decision 025), `{}` for the first page.
    for (const path of ['/api/admin/services', `/api/trpc/admin.services.list?input=${encodeURIComponent('{}')}`]) {
      expect((await t.api(path)).status).toBe(401);
      const staff = await t.api(path, { token });
      expect(staff.status).toBe(200);
      expect(staff.headers.get('cache-control')).toBe('no-store');
      expect(staff.headers.get('etag')).toBeNull();
      expect((await t.api(path)).status).toBe(401);
    }
  });

  it('a draft stays hidden on the API and its page answers 404, twice, until it is published', async () => {
    const draft = await t.api('/api/admin/blog', { token, body: { title: 'Cached draft', excerpt: 'Hidden.', content: '<p>Hidden</p>', isPublished: false } });
    const slug = draft.body.data.slug as string;
    for (let i = 0; i < 2; i++) {
      expect(JSON.stringify((await t.api('/api/blog')).body)).not.toContain('Cached draft');
      const article = await rawGet(`${t.url}/blog/${slug}`);
      expect(article.status).toBe(404);
      expect(article.headers['cache-control']).toBe('no-store');
      expect(article.headers.etag).toBeUndefined();
    }
    await t.api(`/api/admin/blog/${draft.body.data.id}`, { method: 'PUT', token, body: { isPublished: true } });
    expect((await rawGet(`${t.url}/blog/${slug}`)).status).toBe(200);
  });

  it('a 404 is answered afresh each time, so a later creation shows', async () => {
    const missing = await t.api('/api/services/987654');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await t.api('/api/services/987654')).status).toBe(404);
  });
});

describe('validators, caching headers and compression', () => {
  it('answers If-None-Match with 304, an empty body and the same ETag', async () => {
    const first = await rawGet(`${t.url}/api/services`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(`${t.url}/api/services`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const teamMember = (await t.api('/api/team')).body.data[0].id as number;
    await t.api(`/api/admin/team/${teamMember}`, { method: 'PUT', token, body: { title: 'Unrelated change' } });
    const refilled = await rawGet(`${t.url}/api/services`, { 'if-none-match': etag });
    expect(refilled.status).toBe(304);
    expect(refilled.headers.etag).toBe(etag);

    await t.api(`/api/admin/services/${await firstServiceId()}`, { method: 'PUT', token, body: { description: 'A different description.' } });
    expect((await rawGet(`${t.url}/api/services`, { 'if-none-match': etag })).status).toBe(200);
  });

  it('sends brotli or gzip bytes that decode to the same body, with Content-Encoding and Vary', async () => {
    for (const path of ['/api/services', '/services', '/sitemap.xml']) {
      const plain = await rawGet(`${t.url}${path}`);
      const br = await rawGet(`${t.url}${path}`, { 'accept-encoding': 'br' });
      const gzip = await rawGet(`${t.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const res of [plain, br, gzip]) expect(res.headers.vary).toContain('Accept-Encoding');
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    }
  });

  it('keeps the security headers on cached answers', async () => {
    await rawGet(`${t.url}/about`);
    const cached = await rawGet(`${t.url}/about`, { 'accept-encoding': 'br' });
    expect(cached.headers['content-security-policy']).toContain("default-src 'self'");
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
    expect(cached.headers['cache-control']).toBe('no-cache');
  });

  it('compresses uncached dynamic answers too', async () => {
    const res = await rawGet(`${t.url}/api/admin/blog`, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.body).toString('utf8')).success).toBe(true);
  });
});

it('two instances on one database: an edit on one reaches the other one’s cache, for the content it changed only', async () => {
  const orm = await openOrm(databaseUrl(inject('databaseServerUrl'), t.database));
  const second = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), orm, logger: false });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const firstTitleOnSecond = async (list: string) => JSON.parse((await rawGet(`${secondUrl}${list}`)).body.toString('utf8')).data[0].title as string;
  try {
    const id = await firstServiceId();
    const post = (await t.api('/api/blog')).body.data[0] as { id: number; title: string };
    await firstTitleOnSecond('/api/services');
    await firstTitleOnSecond('/api/blog');
    await sql(`update services set title = 'Unseen on two' where id = ${id}`);
    await sql(`update blog_posts set title = 'Post unseen on two' where id = ${post.id}`);
    expect(await firstTitleOnSecond('/api/services')).not.toBe('Unseen on two');

    await t.api(`/api/admin/services/${id}`, { method: 'PUT', token, body: { title: 'Edited on one' } });
    await expect.poll(() => firstTitleOnSecond('/api/services'), { timeout: 5000 }).toBe('Edited on one');
    expect(await firstTitleOnSecond('/api/blog')).toBe(post.title);
  } finally {
    await second.close();
    await orm.close();
  }
});

describe('cache-busting requests reach the same entry', () => {
  it('a page or feed with a query string it does not read, or with an Authorization header, is answered from the entry of its path', async () => {
    const id = await firstServiceId();
    const title = (await t.api(`/api/services/${id}`)).body.title as string;
    await page('/services');
    await sitemap();
    await sql(`update services set title = 'Busted the cache' where id = ${id}`);

    for (const path of ['/services?x=1', '/services?x=2&utm_source=probe', '/sitemap.xml?x=3']) {
      expect(await page(path), path).not.toContain('Busted the cache');
    }
    const withToken = await rawGet(`${t.url}/services`, { authorization: 'Bearer not-a-session' });
    expect(withToken.status).toBe(200);
    expect(withToken.body.toString('utf8')).not.toContain('Busted the cache');
    // An API read takes its input from the query, so there the full URL stays the key.
    expect((await t.api(`/api/services/${id}`)).body.title).toBe(title);
  });
});

describe("the blog's search and category in its address", () => {
  /** The page as a visitor sees it, without the islands' props (which list every entry). */
  const shown = async (path: string) => (await page(path)).replace(/<script[\s\S]*?<\/script>/g, '');
  const post = async (title: string, category: string) =>
    (await t.api('/api/admin/blog', { token, body: { title, excerpt: 'Short.', content: '<p>Body</p>', category, isPublished: true } })).body.data as {
      id: number;
    };

  it('a category view is rendered filtered by the server and cached as its own entry; a search is rendered for its request', async () => {
    const one = await post('Filed under alpha', 'Cache Alpha');
    await post('Filed under beta', 'Cache Beta');
    const view = '/blog?category=Cache%20Alpha';
    const html = await shown(view);
    expect(html).toContain('Filed under alpha');
    expect(html).not.toContain('Filed under beta');
    expect(await shown('/blog')).toContain('Filed under beta');

    await sql(`update blog_posts set title = 'Renamed behind the back' where id = ${one.id}`);
    expect(await shown(`${view}&utm_source=probe`), 'the same entry, whatever else the query holds').toContain('Filed under alpha');
    const search = await shown('/blog?q=renamed%20behind');
    expect(search, 'a search is never served from the cache').toContain('Renamed behind the back');
    expect(search).not.toContain('Filed under beta');
  });

  it('an unknown category moves to the blog without it, keeping the search, and is never stored', async () => {
    const answer = await rawGet(`${t.url}/blog?category=Made%20up&q=risk`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/blog?q=risk');
  });
});
