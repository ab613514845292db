import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { QueryRecorder } from '../support/query-recorder';
import { useTestApp } from '../support/test-app';

const recorder = new QueryRecorder();
const t = useTestApp({}, recorder.ormOptions);

const MORE_ROWS = 30;

/**
 * Every public read is measured on a fresh app instance over the same database: each URL is
 * requested once per instance, so an in-memory response cache in front of the reads can never
 * answer it, and the count is what the procedure and the page renderer really send.
 */
async function freshApp(): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', BASE_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, orm: t.orm, logger: false });
  await app.ready();
  return app;
}

type Measurement = { queries: number; body: string };

async function measureAll(urls: string[]): Promise<Record<string, Measurement>> {
  const app = await freshApp();
  try {
    const result: Record<string, Measurement> = {};
    for (const url of urls) {
      let body = '';
      const queries = await recorder.during(async () => {
        const response = await app.inject({ url });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
        body = response.body;
      });
      result[url] = { queries: queries.length, body };
    }
    return result;
  } finally {
    await app.close();
  }
}

const counts = (measured: Record<string, Measurement>) => Object.fromEntries(Object.entries(measured).map(([url, m]) => [url, m.queries]));

async function addRows(token: string, run: string) {
  const create = async (section: string, body: Record<string, unknown>) => {
    const response = await t.api(`/api/admin/${section}`, { token, body });
    if (response.status !== 201) throw new Error(`${section}: ${JSON.stringify(response.body)}`);
  };
  for (let n = 1; n <= MORE_ROWS; n++) {
    const name = `${run} ${n}`;
    await create('services', { title: `Service ${name}`, description: 'More work.', features: ['One', 'Two'], iconType: 'strategy', order: n });
    await create('team', { name: `Member ${name}`, title: 'Consultant', bio: 'Bio.', order: n });
    await create('blog', {
      title: `Post ${name}`,
      excerpt: 'Short.',
      content: '<p>Body</p>',
      category: 'Strategy',
      publishDate: '2026-02-01',
      isPublished: true,
    });
    await create('careers', { title: `Position ${name}`, description: 'Do things.', requirements: ['SQL'] });
    await create('featured-insights', { title: `Insight ${name}`, description: 'A new insight.', link: '/blog', order: n });
    await create('core-expertise', { title: `Expertise ${name}`, description: 'Deep.', iconType: 'Zap', order: n });
  }
}

describe('public reads send the same number of SQL queries however many rows there are', () => {
  let urls: string[] = [];
  let before: Record<string, Measurement> = {};
  let after: Record<string, Measurement> = {};

  beforeAll(async () => {
    const first = async (path: string) => (await t.api(path)).body.data[0];
    const [service, member, post, position] = await Promise.all([first('/api/services'), first('/api/team'), first('/api/blog'), first('/api/careers')]);
    urls = [
      '/api/services',
      `/api/services/${service.id}`,
      '/api/team',
      `/api/team/${member.id}`,
      '/api/blog',
      '/api/careers',
      `/api/careers/${position.id}`,
      '/api/featured-insights',
      '/api/core-expertise',
      '/api/settings',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/',
      '/about',
      '/services',
      `/service/${service.id}`,
      '/team',
      `/team/${member.id}`,
      '/blog',
      `/blog/${post.slug}`,
      '/careers',
      `/careers/${position.id}`,
      '/contact',
      '/privacy',
      '/terms',
    ];
    before = await measureAll(urls);
    await addRows(await t.login(), 'Bulk');
    after = await measureAll(urls);
  }, 120_000);

  it('every list and detail endpoint and every public page sends as many queries after adding 30 rows to each section as before', () => {
    expect(counts(after)).toEqual(counts(before));
  });

  it('every measured read reached the database, so the counts are of real work and not of a cached answer', () => {
    // Every page reads the site settings, so even the static ones send at least one query.
    for (const url of urls) expect(before[url]!.queries, url).toBeGreaterThan(0);
  });

  it('the second measurement saw the added rows', () => {
    const length = (body: string) => {
      const parsed = JSON.parse(body);
      return (Array.isArray(parsed) ? parsed : parsed.data).length as number;
    };
    for (const url of ['/api/services', '/api/team', '/api/blog', '/api/careers', '/api/featured-insights', '/api/core-expertise']) {
      expect(length(after[url]!.body) - length(before[url]!.body), url).toBe(MORE_ROWS);
    }
    const sitemapUrls = (body: string) => body.match(/<url>/g)?.length ?? 0;
    expect(sitemapUrls(after['/sitemap.xml']!.body) - sitemapUrls(before['/sitemap.xml']!.body)).toBe(4 * MORE_ROWS);
    expect(after['/blog']!.body).toContain(`Post Bulk ${MORE_ROWS}`);
  });
});
