import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { PUBLIC_PAGES } from '../../src/client/public-pages';

const t = useTestApp();

const get = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

const tags = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

/** Well-formed XML, or the parser's complaint (so a failure says where). */
const expectValidXml = (xml: string) => expect(XMLValidator.validate(xml)).toBe(true);

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'item' });

/** A published post and a draft, both with characters XML must escape. */
async function publishedAndDraft() {
  const token = await t.login();
  const published = (
    await t.api('/api/admin/blog', {
      token,
      body: { title: 'Risks & <rewards> of "AI" in audit', excerpt: 'Less <b>hype</b> & more proof.', isPublished: true, publishDate: '2025-12-01' },
    })
  ).body.data;
  const draft = (await t.api('/api/admin/blog', { token, body: { title: 'Unpublished & unseen' } })).body.data;
  return {
    published,
    draft,
    cleanUp: async () => {
      for (const post of [published, draft]) await t.api(`/api/admin/blog/${post.id}`, { token, method: 'DELETE' });
    },
  };
}

describe('search engines', () => {
  it('robots.txt disallows /admin and points to the sitemap on BASE_URL', async () => {
    const { status, type, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    // Every line is a blank, a comment or a "Field: value" record.
    for (const line of text.split('\n')) expect(line, line).toMatch(/^(|#.*|(User-agent|Disallow|Allow|Sitemap): \S*)$/);
  });

  it('sitemap.xml and the RSS feed are well-formed XML, with escaped titles; each holds every published post and no draft', async () => {
    const { published, draft, cleanUp } = await publishedAndDraft();
    const sitemap = (await get('/sitemap.xml')).text;
    const feed = (await get('/blog/rss.xml')).text;
    expectValidXml(sitemap);
    expectValidXml(feed);
    const posts = (await t.api('/api/blog')).body.data as { slug: string; title: string }[];
    expect(posts.map((p) => p.slug)).toContain(published.slug);

    const urls = (parser.parse(sitemap).urlset.url as { loc: string; lastmod: string }[]).map((u) => u.loc);
    const items = parser.parse(feed).rss.channel.item as { title: string; link: string; description: string }[];
    for (const post of posts) {
      expect(urls).toContain(`http://localhost:3000/blog/${post.slug}`);
      expect(items.map((i) => i.link)).toContain(`http://localhost:3000/blog/${post.slug}`);
    }
    expect(items).toHaveLength(posts.length);
    expect(items.find((i) => i.link.endsWith(`/${published.slug}`))).toMatchObject({ title: published.title, description: published.excerpt });
    expect(urls.some((u) => u.endsWith(`/blog/${draft.slug}`))).toBe(false);
    expect(items.some((i) => i.link.endsWith(`/${draft.slug}`) || i.title === draft.title)).toBe(false);
    await cleanUp();
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
    for (const path of PUBLIC_PAGES.filter((page) => !('example' in page)).map((page) => page.path)) expect(locs).toContain(`http://localhost:3000${path}`);
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
    expect(home.text).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Insights &amp; Perspectives" href="http://localhost:3000/blog/rss.xml" />',
    );
  });
});
