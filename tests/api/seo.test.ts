import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const get = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

const tags = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

describe('search engines', () => {
  it('robots.txt disallows /admin and points to the sitemap on BASE_URL', async () => {
    const { status, type, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sitemap.xml lists every public page, active service, member, published post and open position, never a draft', async () => {
    const token = await t.login();
    const draft = (await t.api('/api/admin/blog', { token, body: { title: 'Hidden draft for the sitemap' } })).body.data;
    const { status, type, text } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = tags(text, 'loc');
    expect(tags(text, 'lastmod')).toHaveLength(locs.length);
    for (const path of ['/', '/about', '/services', '/team', '/blog', '/careers', '/contact', '/privacy', '/terms']) expect(locs).toContain(`http://localhost:3000${path}`);
    for (const s of (await t.api('/api/services')).body.data) expect(locs).toContain(`http://localhost:3000/service/${s.id}`);
    for (const m of (await t.api('/api/team')).body.data) expect(locs).toContain(`http://localhost:3000/team/${m.id}`);
    for (const p of (await t.api('/api/blog')).body.data) expect(locs).toContain(`http://localhost:3000/blog/${p.slug}`);
    for (const c of (await t.api('/api/careers')).body.data) expect(locs).toContain(`http://localhost:3000/careers/${c.id}`);
    expect(locs).not.toContain(`http://localhost:3000/blog/${draft.slug}`);
    expect(locs.some((l) => l.includes('/admin'))).toBe(false);
  });

  it('the RSS feed holds every published post, newest first, is advertised in the page head, and has no draft', async () => {
    const { status, type, text } = await get('/blog/rss.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/rss+xml');
    expect(text).toContain('<rss version="2.0"');
    const posts = (await t.api('/api/blog')).body.data as { title: string; slug: string }[];
    const links = tags(text, 'link').slice(1);
    expect(links).toEqual(posts.map((p) => `http://localhost:3000/blog/${p.slug}`));
    const home = await get('/');
    expect(home.text).toContain('<link rel="alternate" type="application/rss+xml" title="Insights &amp; Perspectives" href="http://localhost:3000/blog/rss.xml" />');
  });
});
