import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const page = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};

const state = (html: string) => {
  const json = /<script type="application\/json" id="__APP_STATE__">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};

describe('server-rendered public pages', () => {
  it('/services arrives with every active service title, its title tag, canonical URL and social tags', async () => {
    const services = (await t.api('/api/services')).body.data as { title: string }[];
    const { status, type, html } = await page('/services');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    for (const service of services) expect(html).toContain(service.title.replace(/&/g, '&amp;'));
    expect(html).toContain('<title>Services | Dovetail Group</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/services"');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/services"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    // Styled: the stylesheet every page shares (its own rules, if any, inline; docs/decisions/047).
    expect(html).toMatch(/<link rel="stylesheet" href="\/styles\/site-[\w-]+\.css" data-shared-styles \/>/);
  });

  it('hands each island its props and the brand content, so hydration needs no fetch (docs/decisions/005)', async () => {
    const services = (await t.api('/api/services')).body.data as { id: number }[];
    const settings = (await t.api('/api/settings')).body.data as { company: { name: string } };
    const { html } = await page('/services');
    const pageState = state(html) as { settings: typeof settings; islands: { name: string; props: Record<string, unknown> }[] };
    expect(pageState.settings.company.name).toBe(settings.company.name);
    expect(pageState).not.toHaveProperty('dehydrated');

    const names = pageState.islands.map((island) => island.name);
    // The header's menu and theme switch and the services accordion are plain DOM (issue 19 item 6).
    expect(names).toEqual(['header-account', 'newsletter-signup']);
    for (const service of services) expect(html).toContain(`aria-controls="service-${service.id}-panel"`);
    // The cookie notice waits, inert, in a template until the page script shows it.
    expect(html).toMatch(/<template id="cookie-notice"><div [^>]*role="region" aria-label="Cookie notice"/);

    // Each island's container holds the island's own server render, and nothing else is a container.
    pageState.islands.forEach((island, id) => expect(html).toMatch(new RegExp(`<div data-island="${island.name}" data-island-id="${id}">\\s*<`)));
    expect(html.match(/data-island-id=/g)).toHaveLength(pageState.islands.length);
    expect(html).not.toMatch(/<\/script><script/);
  });

  it('/blog/{slug} arrives with the article, and a draft or unknown slug answers 404', async () => {
    const [post] = (await t.api('/api/blog')).body.data as { slug: string; title: string; content: string }[];
    const article = await page(`/blog/${post!.slug}`);
    expect(article.status).toBe(200);
    expect(article.html).toContain(post!.content.slice(0, 60));
    expect(article.html).toContain(`<meta property="og:type" content="article"`);
    expect((await page('/blog/no-such-post')).status).toBe(404);
  });

  it('/team/{id} arrives with the member; unknown and malformed ids answer 404 with the not-found text', async () => {
    const [member] = (await t.api('/api/team')).body.data as { id: number; name: string }[];
    const found = await page(`/team/${member!.id}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain(member!.name);
    expect(found.html).toContain(`<title>${member!.name} | Dovetail Group</title>`);
    for (const path of ['/team/99999', '/team/abc', '/service/99999', '/careers/99999']) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html).toContain('noindex');
    }
    expect((await page('/team/99999')).html).toContain('Team Member Not Found');
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('Return to Home');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('the home page uses the default title and shows brand content from settings', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Dovetail Group | Business Consultancy</title>');
    expect(html).toContain('Explore Our Services');
    expect(html).toContain('Dovetail Group Consulting Ltd');
  });

  it('admin pages get the client-rendered shell, never indexed', async () => {
    const { status, html } = await page('/admin/login');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('noindex');
  });

  it('unknown files and API paths answer 404 JSON, not the app', async () => {
    expect((await page('/missing.png')).status).toBe(404);
    const api = await t.api('/api/unknown');
    expect(api).toMatchObject({ status: 404, body: { success: false } });
  });
});
