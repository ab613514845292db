import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BlogPostDto } from '../../src/modules/blog/blog-post.schema';
import type { CareerPositionDto } from '../../src/modules/careers/career-position.schema';
import type { ServiceDto } from '../../src/modules/services/service.schema';
import type { SiteSettings } from '../../src/modules/settings/settings.schema';
import type { TeamMemberDto } from '../../src/modules/team/team-member.schema';
import { node, readPageHead } from '../support/page-head';
import { useTestApp } from '../support/test-app';
import { PUBLIC_PAGES } from '../../src/client/public-pages';

const t = useTestApp();
const BASE = 'http://localhost:3000';

const head = (path: string) => readPageHead(t.url, path);
const settings = async () => (await t.api('/api/settings')).body.data as SiteSettings;

async function content() {
  const [services, team, posts, positions] = await Promise.all(
    ['/api/services', '/api/team', '/api/blog', '/api/careers'].map(async (path) => (await t.api(path)).body.data),
  );
  return { services: services as ServiceDto[], team: team as TeamMemberDto[], posts: posts as BlogPostDto[], positions: positions as CareerPositionDto[] };
}

/** Every public route of the spec, with every item the API lists. */
async function publicRoutes() {
  const c = await content();
  return [
    ...PUBLIC_PAGES.filter((page) => !('example' in page)).map((page) => page.path),
    ...c.services.map((s) => `/service/${s.id}`),
    ...c.team.map((m) => `/team/${m.id}`),
    ...c.posts.map((p) => `/blog/${p.slug}`),
    ...c.positions.map((p) => `/careers/${p.id}`),
  ];
}

const crumbs = (h: Awaited<ReturnType<typeof head>>) =>
  (node(h, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[]).map(({ position, name, item }) => [position, name, item]);

// These tests render every public route in turn: on a loaded 2-core machine that takes longer than the default 30 s.
describe('page head of every public route', { timeout: 90_000 }, () => {
  it('each route has its own title and description, a canonical URL and matching og:url, and an absolute social image', async () => {
    const routes = await publicRoutes();
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of routes) {
      const h = await head(path);
      expect(h.status, path).toBe(200);
      expect(h.canonical, path).toBe(`${BASE}${path}`);
      expect(h.meta['og:url'], path).toBe(`${BASE}${path}`);
      expect(h.meta.robots, `${path} is indexable`).toBeUndefined();
      const description = h.meta.description ?? '';
      expect(description.length, `${path} description`).toBeGreaterThan(30);
      expect(description.length, `${path} description`).toBeLessThanOrEqual(320);
      expect(h.meta['og:description'], path).toBe(description);
      expect(h.meta['twitter:card'], path).toBe('summary_large_image');
      expect(h.meta['og:image'], path).toMatch(/^http:\/\/localhost:3000\/.+\.(png|jpe?g|webp|gif|avif)$/);
      expect(h.meta['twitter:image'], path).toBe(h.meta['og:image']);
      expect(h.meta['og:image:alt'], path).toBeTruthy();
      expect(titles.get(h.title), `${path} repeats the title of ${titles.get(h.title)}`).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(h.title, path);
      descriptions.set(description, path);
    }
  });

  it('the default social image is the 1200×630 PNG, with its size and alt text', async () => {
    const h = await head('/about');
    expect(h.meta['og:image']).toBe(`${BASE}/images/og-default.png`);
    expect([h.meta['og:image:width'], h.meta['og:image:height']]).toEqual(['1200', '630']);
    expect(h.meta['og:image:alt']).toBe((await settings()).seo.title);
    // The file the build copies from public/ really is that image.
    const { width, height, format } = await sharp('public/images/og-default.png').metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('detail pages describe the item in its own words, and use its image when it is one social networks show', async () => {
    const c = await content();
    const service = c.services[0]!;
    expect((await head(`/service/${service.id}`)).meta.description).toEqual(
      service.description.length <= 160 ? service.description : expect.stringMatching(/…$/),
    );
    const position = c.positions[0]!;
    const positionHead = await head(`/careers/${position.id}`);
    expect(position.description.startsWith(positionHead.meta.description!.replace(/…$/, ''))).toBe(true);
    expect(positionHead.meta.description!.length).toBeLessThanOrEqual(160);

    const token = await t.login();
    const post = (
      await t.api('/api/admin/blog', {
        token,
        body: {
          title: 'A post with a photo',
          excerpt: 'Why a photo tells the story of a programme better than a chart.',
          imageUrl: '/uploads/photo.jpg',
          isPublished: true,
        },
      })
    ).body.data as BlogPostDto;
    const postHead = await head(`/blog/${post.slug}`);
    expect(postHead.meta.description).toBe(post.excerpt);
    expect(postHead.meta['og:image']).toBe(`${BASE}/uploads/photo.jpg`);
    expect(postHead.meta['og:image:alt']).toBe(post.title);
    expect(postHead.meta['og:image:width']).toBeUndefined();
    // The seeded posts have SVG pictures, which social networks do not render: they get the default card.
    const seeded = c.posts.find((p) => p.imageUrl?.endsWith('.svg'))!;
    expect((await head(`/blog/${seeded.slug}`)).meta['og:image']).toBe(`${BASE}/images/og-default.png`);
    await t.api(`/api/admin/blog/${post.id}`, { token, method: 'DELETE' });
  });

  it('admin pages, unknown paths, unknown ids and unknown slugs are not indexed', async () => {
    for (const path of [
      '/admin/login',
      '/admin/dashboard',
      '/no/such/page',
      '/blog/no-such-post',
      '/service/99999',
      '/team/99999',
      '/careers/99999',
      '/careers/abc',
    ]) {
      const h = await head(path);
      expect(h.meta.robots, path).toBe('noindex, nofollow');
    }
  });
});

describe('structured data (JSON-LD)', { timeout: 90_000 }, () => {
  it('every public page carries the Organization from the settings', async () => {
    const s = await settings();
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: s.company.name,
      legalName: s.legal.companyLegalName,
      url: BASE,
      logo: { '@type': 'ImageObject', url: `${BASE}${s.logo.light}` },
      description: s.company.description,
      email: s.company.email,
      telephone: s.company.phone,
      address: { '@type': 'PostalAddress', streetAddress: '1 Poultry', addressLocality: 'London', postalCode: 'EC2R 8EJ', addressCountry: 'GB' },
      foundingDate: String(s.company.foundedYear),
      sameAs: [s.social.linkedin, s.social.twitter, s.social.facebook, s.social.instagram],
    };
    for (const path of await publicRoutes()) expect(node(await head(path), 'Organization'), path).toMatchObject(expected);
  });

  it('a settings change made in the admin shows in the Organization at once; empty social links are left out', async () => {
    const token = await t.login();
    const before = await settings();
    const res = await t.api('/api/admin/settings', {
      token,
      method: 'PUT',
      body: {
        company: { name: 'Mortise & Tenon', phone: '+44 161 496 0000', address: '10 Deansgate, Manchester M3 2BA, UK', foundedYear: 2024 },
        legal: { companyLegalName: 'Mortise & Tenon Ltd' },
        social: { facebook: '', instagram: '' },
      },
    });
    expect(res.status).toBe(200);
    const organization = node(await head('/contact'), 'Organization');
    expect(organization).toMatchObject({
      name: 'Mortise & Tenon',
      legalName: 'Mortise & Tenon Ltd',
      telephone: '+44 161 496 0000',
      foundingDate: '2024',
      address: { '@type': 'PostalAddress', streetAddress: '10 Deansgate', addressLocality: 'Manchester', postalCode: 'M3 2BA', addressCountry: 'GB' },
      sameAs: [before.social.linkedin, before.social.twitter],
    });
    await t.api('/api/admin/settings', { token, method: 'PUT', body: { company: before.company, legal: before.legal, social: before.social } });
    expect(node(await head('/contact'), 'Organization').name).toBe(before.company.name);
  });

  it('each article carries a BlogPosting with the post’s own data, and drafts and unknown slugs carry none', async () => {
    const s = await settings();
    const { posts } = await content();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const h = await head(`/blog/${post.slug}`);
      const url = `${BASE}/blog/${post.slug}`;
      const datePublished = post.publishDate ?? post.createdAt;
      expect(node(h, 'BlogPosting'), post.slug).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: [`${BASE}${post.imageUrl ?? '/images/blog/default.svg'}`],
        datePublished,
        dateModified: new Date(post.updatedAt) > new Date(datePublished) ? post.updatedAt : datePublished,
        author: { '@type': 'Organization', name: `${s.company.shortName} Team`, url: BASE },
        publisher: {
          '@type': 'Organization',
          '@id': `${BASE}/#organization`,
          name: s.company.name,
          url: BASE,
          logo: { '@type': 'ImageObject', url: `${BASE}${s.logo.light}` },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        articleSection: post.category ?? 'Insights',
        url,
      });
    }
    const token = await t.login();
    const draft = (await t.api('/api/admin/blog', { token, body: { title: 'A draft nobody may see', excerpt: 'Not yet.' } })).body.data as BlogPostDto;
    for (const path of [`/blog/${draft.slug}`, '/blog/no-such-post']) {
      const h = await head(path);
      expect(h.status, path).toBe(404);
      expect(
        h.jsonLd.map((n) => n['@type']),
        path,
      ).toEqual(['Organization']);
    }
    await t.api(`/api/admin/blog/${draft.id}`, { token, method: 'DELETE' });
  });

  it('a title that tries to close the script tag stays inside the JSON-LD block', async () => {
    const token = await t.login();
    const title = 'Breaking </script><script>alert(1)</script> <!-- news';
    const post = (await t.api('/api/admin/blog', { token, body: { title, excerpt: 'An excerpt about escaping.', isPublished: true } })).body
      .data as BlogPostDto;
    const h = await head(`/blog/${post.slug}`);
    expect(h.html).not.toContain('<script>alert(1)');
    expect(node(h, 'BlogPosting').headline).toBe(title);
    await t.api(`/api/admin/blog/${post.id}`, { token, method: 'DELETE' });
  });

  it('each open position carries a JobPosting with the position’s data', async () => {
    const s = await settings();
    const { positions } = await content();
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions) {
      const job = node(await head(`/careers/${position.id}`), 'JobPosting');
      expect(job, position.title).toMatchObject({
        '@context': 'https://schema.org',
        title: position.title,
        datePosted: position.createdAt,
        hiringOrganization: { '@type': 'Organization', name: s.company.name, sameAs: BASE, logo: `${BASE}${s.logo.light}` },
        identifier: { '@type': 'PropertyValue', name: s.company.name, value: String(position.id) },
        directApply: true,
        url: `${BASE}/careers/${position.id}`,
      });
      expect(job.validThrough, 'no closing date is stored, so none is claimed').toBeUndefined();
      for (const requirement of position.requirements) expect(job.description).toContain(`<li>${requirement.replace(/&/g, '&amp;')}</li>`);
      expect(job.description).toContain(`<p>${position.description.slice(0, 40).replace(/&/g, '&amp;')}`);
    }
    const byTitle = (title: string) => positions.find((p) => p.title === title)!;
    const analyst = node(await head(`/careers/${byTitle('Senior Business Analyst').id}`), 'JobPosting');
    expect(analyst).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' } },
    });
    expect(analyst.jobLocationType).toBeUndefined();
    // "Hybrid - London" names no country: London is where the company's office is, in the United Kingdom.
    const delivery = node(await head(`/careers/${byTitle('Delivery Manager').id}`), 'JobPosting');
    expect(delivery).toMatchObject({ employmentType: 'CONTRACTOR', jobLocation: { address: { addressLocality: 'London', addressCountry: 'GB' } } });
  });

  it('remote positions are TELECOMMUTE with the country applicants must live in; unknown types give no employmentType', async () => {
    const token = await t.login();
    const create = async (body: Record<string, unknown>) =>
      (await t.api('/api/admin/careers', { token, body: { description: 'A role.\n\nSecond paragraph <b>bold</b>.', ...body } })).body.data as CareerPositionDto;
    const remote = await create({ title: 'Remote Analyst', location: 'Remote (UK)', type: 'Part-time' });
    const anywhere = await create({ title: 'Remote Intern', location: 'Remote', type: 'Internship' });
    const odd = await create({ title: 'Freelance Designer', location: 'Somewhere nice', type: 'Freelance' });
    const temp = await create({ title: 'Temporary Analyst', location: null, type: 'Temporary' });

    const remoteJob = node(await head(`/careers/${remote.id}`), 'JobPosting');
    expect(remoteJob).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
    });
    expect(remoteJob.jobLocation).toBeUndefined();
    expect(remoteJob.description).toBe('<p>A role.</p><p>Second paragraph &lt;b&gt;bold&lt;/b&gt;.</p>');

    const anywhereJob = node(await head(`/careers/${anywhere.id}`), 'JobPosting');
    expect(anywhereJob).toMatchObject({ employmentType: 'INTERN', jobLocationType: 'TELECOMMUTE' });
    expect(anywhereJob.applicantLocationRequirements).toBeUndefined();

    const oddJob = node(await head(`/careers/${odd.id}`), 'JobPosting');
    expect(oddJob.employmentType).toBeUndefined();
    expect(oddJob.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Somewhere nice' } });

    const tempJob = node(await head(`/careers/${temp.id}`), 'JobPosting');
    expect(tempJob.employmentType).toBe('TEMPORARY');
    expect(tempJob.jobLocation).toBeUndefined();
    for (const p of [remote, anywhere, odd, temp]) await t.api(`/api/admin/careers/${p.id}`, { token, method: 'DELETE' });
  });

  it('each detail page has a BreadcrumbList: Home, its section, the item, with absolute URLs', async () => {
    const c = await content();
    const cases: [string, string, string, string][] = [
      ...c.services.map((s): [string, string, string, string] => [`/service/${s.id}`, 'Services', '/services', s.title]),
      ...c.team.map((m): [string, string, string, string] => [`/team/${m.id}`, 'Team', '/team', m.name]),
      ...c.posts.map((p): [string, string, string, string] => [`/blog/${p.slug}`, 'Blog', '/blog', p.title]),
      ...c.positions.map((p): [string, string, string, string] => [`/careers/${p.id}`, 'Careers', '/careers', p.title]),
    ];
    for (const [path, section, sectionPath, name] of cases) {
      expect(crumbs(await head(path)), path).toEqual([
        [1, 'Home', `${BASE}/`],
        [2, section, `${BASE}${sectionPath}`],
        [3, name, `${BASE}${path}`],
      ]);
    }
    for (const path of ['/', '/services', '/team', '/blog', '/careers', '/contact']) {
      expect(
        (await head(path)).jsonLd.some((n) => n['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(false);
    }
  });
});
