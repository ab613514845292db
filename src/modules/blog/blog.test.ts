import { expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();

it('GET /api/blog lists published posts, newest first', async () => {
  const res = await t.api('/api/blog');
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  const posts = res.body.data as { isPublished: boolean; publishDate: string | null; content: string }[];
  expect(posts.length).toBeGreaterThanOrEqual(5);
  expect(posts.every((p) => p.isPublished)).toBe(true);
  const dates = posts.map((p) => p.publishDate).filter(Boolean);
  expect(dates).toEqual([...dates].sort().reverse());
});

it('a draft post never appears on /api/blog, until it is published', async () => {
  const token = await t.login();
  const created = await t.api('/api/admin/blog', {
    token,
    body: { title: 'Secret draft', excerpt: 'Not yet', content: '<p>Not yet</p>', isPublished: false, publishDate: '2030-01-01' },
  });
  expect(created.status).toBe(201);
  const before = await t.api('/api/blog');
  expect(before.body.data.map((p: { slug: string }) => p.slug)).not.toContain('secret-draft');
  expect(JSON.stringify(before.body)).not.toContain('Secret draft');

  expect((await t.api(`/api/admin/blog/${created.body.data.id}`, { method: 'PUT', token, body: { isPublished: true } })).status).toBe(200);
  const after = await t.api('/api/blog');
  expect(after.body.data[0].slug).toBe('secret-draft');
});

it('GET /api/blog/slug/{slug} answers one published post; a draft or unknown slug is 404', async () => {
  const list = await t.api('/api/blog');
  const first = list.body.data[0] as { slug: string; title: string };
  const one = await t.api(`/api/blog/slug/${first.slug}`);
  expect(one.status).toBe(200);
  expect(one.body).toMatchObject({ success: true, data: { slug: first.slug, title: first.title, isPublished: true } });

  const token = await t.login();
  const draft = await t.api('/api/admin/blog', { token, body: { title: 'Hidden by slug', content: '<p>x</p>', isPublished: false } });
  expect(draft.status).toBe(201);
  const hidden = await t.api(`/api/blog/slug/${draft.body.data.slug}`);
  expect(hidden.status).toBe(404);
  expect(hidden.body).toMatchObject({ success: false, message: 'Blog post not found' });
  expect((await t.api('/api/blog/slug/no-such-post')).status).toBe(404);
});
