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
  expect(created.status).toBe(200);
  const before = await t.api('/api/blog');
  expect(before.body.data.map((p: { slug: string }) => p.slug)).not.toContain('secret-draft');
  expect(JSON.stringify(before.body)).not.toContain('Secret draft');

  expect((await t.api(`/api/admin/blog/${created.body.data.id}`, { method: 'PUT', token, body: { isPublished: true } })).status).toBe(200);
  const after = await t.api('/api/blog');
  expect(after.body.data[0].slug).toBe('secret-draft');
});
