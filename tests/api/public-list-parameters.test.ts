import { beforeAll, describe, expect, it } from 'vitest';
import { expectValidationFailure } from '../support/expect-answers';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Post = { id: number; title: string; excerpt: string; category: string | null; slug: string };
let posts: Post[] = [];
beforeAll(async () => {
  const token = await t.login();
  // Two posts to search and filter on: one without a category (shown under "Insights"), one in its own.
  for (const body of [
    { title: 'Zebra crossings of strategy', excerpt: 'Plain words.', content: '<p>x</p>', isPublished: true, publishDate: '2020-01-02' },
    { title: 'Quiet post', excerpt: 'About ZEBRA herds.', content: '<p>x</p>', category: 'Wildlife', isPublished: true, publishDate: '2020-01-01' },
  ]) {
    expect((await t.api('/api/admin/blog', { token, body })).status).toBe(201);
  }
  posts = (await t.api('/api/blog')).body.data;
});

describe('GET /api/blog without parameters', () => {
  it('answers the whole list in the spec’s envelope, with no paging meta', async () => {
    const res = await t.api('/api/blog');
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'success']);
    expect(res.body.data.length).toBeGreaterThan(3);
  });
});

describe('GET /api/blog with page, pageSize, q and category', () => {
  it('pages through the same list, newest first, with meta', async () => {
    const first = await t.api('/api/blog?page=1&pageSize=2');
    expect(first.body).toEqual({
      success: true,
      data: posts.slice(0, 2),
      message: 'Blog posts retrieved',
      meta: { page: 1, pageSize: 2, total: posts.length, totalPages: Math.ceil(posts.length / 2) },
    });
    const pages = [];
    for (let page = 1; page <= first.body.meta.totalPages; page++) pages.push(...(await t.api(`/api/blog?page=${page}&pageSize=2`)).body.data);
    expect(pages).toEqual(posts);
    // page alone takes 25 a page; past the end is an empty page, not an error.
    expect((await t.api('/api/blog?page=1')).body.meta).toMatchObject({ pageSize: 25 });
    expect((await t.api('/api/blog?page=99')).body).toMatchObject({ data: [], meta: { page: 99, total: posts.length } });
  });

  it('q searches title and excerpt ignoring case, as the /blog page does, and category is exact', async () => {
    const found = (await t.api('/api/blog?q=%20%20zebra%20')).body.data as Post[];
    expect(found.map((post) => post.title)).toEqual(['Zebra crossings of strategy', 'Quiet post']);
    const page = await (await fetch(`${t.url}/blog?q=zebra`)).text();
    for (const post of found) expect(page).toContain(post.title);

    expect(((await t.api('/api/blog?category=Wildlife')).body.data as Post[]).map((post) => post.title)).toEqual(['Quiet post']);
    // A post without a category is listed under the default one, as its card shows it.
    const insights = (await t.api('/api/blog?category=Insights&q=zebra')).body.data as Post[];
    expect(insights.map((post) => post.title)).toEqual(['Zebra crossings of strategy']);
    expect((await t.api('/api/blog?category=wildlife')).body.data).toEqual([]);
    expect((await t.api('/api/blog?q=zebra&page=2&pageSize=1')).body).toMatchObject({ data: [{ title: 'Quiet post' }], meta: { total: 2, totalPages: 2 } });
  });

  it('refuses a malformed or unknown parameter naming it', async () => {
    expectValidationFailure(await t.api('/api/blog?pageSize=0'), [{ path: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]);
    expectValidationFailure(await t.api('/api/blog?page=two'), [{ path: 'page', message: 'page must be a whole number from 1 to 1000000' }]);
    expectValidationFailure(await t.api(`/api/blog?q=${'x'.repeat(101)}`), [{ path: 'q', message: 'q must be at most 100 characters' }]);
    expect((await t.api('/api/blog?sort=title:asc')).status).toBe(400);
  });

  it('a paged or searched answer revalidates with If-None-Match (304) until the blog changes', async () => {
    const first = await t.api('/api/blog?q=zebra&pageSize=1');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await t.api('/api/blog?q=zebra&pageSize=1', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('the other long public lists take page and pageSize', () => {
  it.each(['/api/team', '/api/services', '/api/careers', '/api/featured-insights'])('%s', async (path) => {
    const all = (await t.api(path)).body;
    expect(all).not.toHaveProperty('meta');
    const firstPage = await t.api(`${path}?page=1&pageSize=1`);
    expect(firstPage.body).toEqual({ ...all, data: all.data.slice(0, 1), meta: { page: 1, pageSize: 1, total: all.data.length, totalPages: all.data.length } });
    // The blog's search is the blog's: elsewhere q is an unknown parameter.
    expect((await t.api(`${path}?q=x`)).status).toBe(400);
  });
});
