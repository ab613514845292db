import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectValidationFailure } from '../../../tests/support/expect-answers';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

type Redirect = { id: number; fromPath: string; toPath: string; status: number; hitCount: number; lastHitAt: string | null };

const createRedirect = (body: Record<string, unknown>) => t.api('/api/admin/redirects', { token, body });
const redirects = async (): Promise<Redirect[]> => (await t.api('/api/admin/redirects', { token })).body.data;
const redirectFrom = async (fromPath: string) => (await redirects()).find((redirect) => redirect.fromPath === fromPath);
/** What a visitor's browser is told, without following it. */
const visit = (path: string) => fetch(`${t.url}${path}`, { redirect: 'manual' });

const createPost = async (slug: string, isPublished = true) => {
  const res = await t.api('/api/admin/blog', { token, body: { title: `Post ${slug}`, slug, content: '<p>Body</p>', isPublished } });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; slug: string };
};
const renamePost = async (id: number, slug: string) =>
  expect((await t.api(`/api/admin/blog/${id}`, { token, method: 'PUT', body: { slug } })).status).toBe(200);

describe('access', () => {
  it('refuses strangers with 401 and keys without the redirects scope with 403', async () => {
    expect((await t.api('/api/admin/redirects')).status).toBe(401);
    expect((await t.api('/api/admin/redirects', { body: { fromPath: '/a', toPath: '/b' } })).status).toBe(401);
    const key = await t.api('/api/admin/api-keys', { token, body: { name: 'Blog only', scopes: ['blog:write', 'redirects:read'] } });
    const secret = key.body.data.secret as string;
    expect((await t.api('/api/admin/redirects', { token: secret })).status).toBe(200);
    const write = await t.api('/api/admin/redirects', { token: secret, body: { fromPath: '/key-a', toPath: '/key-b' } });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'This API key lacks the scope redirects:write' });
  });
});

describe('staff manage redirects', () => {
  it('create, change and delete one, 301 unless asked for 302, and the visitor gets it before any page', async () => {
    const created = await createRedirect({ fromPath: '/old-brochure', toPath: 'https://example.com/brochure' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ fromPath: '/old-brochure', toPath: 'https://example.com/brochure', status: 301, hitCount: 0, lastHitAt: null });
    const id = created.body.data.id as number;

    const first = await visit('/old-brochure');
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe('https://example.com/brochure');
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const changed = await t.api(`/api/admin/redirects/${id}`, { token, method: 'PUT', body: { toPath: '/contact?topic=brochure', status: 302 } });
    expect(changed.body.data).toMatchObject({ fromPath: '/old-brochure', toPath: '/contact?topic=brochure', status: 302 });
    const second = await visit('/old-brochure?utm=mail');
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/contact?topic=brochure');

    expect((await t.api(`/api/admin/redirects/${id}`, { token, method: 'DELETE' })).status).toBe(200);
    expect((await visit('/old-brochure')).status).toBe(404);
  });

  it('count visits in batches, with the time of the last', async () => {
    await createRedirect({ fromPath: '/counted', toPath: '/about' });
    const before = Date.now();
    for (let i = 0; i < 3; i += 1) expect((await visit('/counted')).status).toBe(301);
    await vi.waitFor(async () => expect((await redirectFrom('/counted'))?.hitCount).toBe(3), { timeout: 10_000, interval: 250 });
    expect(Date.parse((await redirectFrom('/counted'))!.lastHitAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuse bad input with 400 naming the field, and unknown ids with 404', async () => {
    expectValidationFailure(await createRedirect({ fromPath: 'old-page', toPath: '/new' }), [
      { path: 'fromPath', message: 'From path must be a path on this site, like /old-page, without a query or #' },
    ]);
    expectValidationFailure(await createRedirect({ fromPath: '//evil.example/x', toPath: '/new' }), [
      { path: 'fromPath', message: 'From path must be a path on this site, like /old-page, without a query or #' },
    ]);
    expectValidationFailure(await createRedirect({ fromPath: '/old?x=1', toPath: '/new' }), [
      { path: 'fromPath', message: 'From path must be a path on this site, like /old-page, without a query or #' },
    ]);
    expectValidationFailure(await createRedirect({ fromPath: '/old', toPath: 'http://example.com/' }), [
      { path: 'toPath', message: 'To must be a path on this site, like /new-page, or an https:// address' },
    ]);
    expectValidationFailure(await createRedirect({ fromPath: '/old', toPath: '/new', status: 307 }), [
      { path: 'status', message: 'Status must be 301 (moved for good) or 302 (moved for now)' },
    ]);
    expectValidationFailure(await createRedirect({ fromPath: '/old', toPath: '/new', hitCount: 9 }), [
      { path: 'hitCount', message: 'Unknown field "hitCount"' },
    ]);
    expect((await t.api('/api/admin/redirects/999999', { token, method: 'PUT', body: { toPath: '/x' } })).body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Redirect not found',
    });
    expect((await t.api('/api/admin/redirects/999999', { token, method: 'DELETE' })).status).toBe(404);
  });

  it('refuse a redirect that would loop', async () => {
    expect((await createRedirect({ fromPath: '/loop-a', toPath: '/loop-b' })).status).toBe(201);
    expect((await createRedirect({ fromPath: '/loop-b', toPath: '/loop-a' })).body).toEqual({
      success: false,
      code: 'REDIRECT_LOOP',
      message: '/loop-a already leads to /loop-b; this redirect would loop',
      errors: [{ path: 'toPath', message: '/loop-a already leads to /loop-b; this redirect would loop' }],
    });
    const self = await createRedirect({ fromPath: '/loop-c', toPath: '/loop-c?again=1' });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'REDIRECT_LOOP', message: 'A redirect cannot lead to its own path' });
    expect(await redirectFrom('/loop-b')).toBeUndefined();
  });

  it('refuse a redirect that would hide a page, a live item or a server route', async () => {
    const post = await createPost('shadowed-post');
    const member = (await t.api('/api/team')).body.data[0] as { id: number };
    for (const fromPath of ['/', '/about', '/blog', `/blog/${post.slug}`, `/team/${member.id}`, '/api/services', '/admin/login', '/sitemap.xml']) {
      const res = await createRedirect({ fromPath, toPath: '/contact' });
      expect(res.status, fromPath).toBe(400);
      expect(res.body).toMatchObject({ code: 'REDIRECT_SHADOWS_PAGE', errors: [{ path: 'fromPath' }] });
    }
    // A draft has no page yet: its address may lead elsewhere.
    const draft = await createPost('draft-address', false);
    expect((await createRedirect({ fromPath: `/blog/${draft.slug}`, toPath: '/blog' })).status).toBe(201);
  });

  it('collapse chains both ways: A→B then B→C stores A→C and B→C', async () => {
    await createRedirect({ fromPath: '/chain-a', toPath: '/chain-b' });
    await createRedirect({ fromPath: '/chain-b', toPath: '/chain-c' });
    expect(await redirectFrom('/chain-a')).toMatchObject({ toPath: '/chain-c' });
    expect(await redirectFrom('/chain-b')).toMatchObject({ toPath: '/chain-c' });
    // A new redirect to an old address goes straight to where that address leads.
    await createRedirect({ fromPath: '/chain-z', toPath: '/chain-a' });
    expect(await redirectFrom('/chain-z')).toMatchObject({ toPath: '/chain-c' });
    expect((await visit('/chain-a')).headers.get('location')).toBe('/chain-c');
  });
});

describe('automatic redirects', () => {
  it("renaming a published post's slug moves its old address to the new one, and chains collapse", async () => {
    const post = await createPost('first-name');
    // The old page is in the response cache before the rename.
    expect((await visit('/blog/first-name')).status).toBe(200);
    expect((await visit('/blog/first-name')).status).toBe(200);

    await renamePost(post.id, 'second-name');
    const moved = await visit('/blog/first-name');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/second-name');
    const followed = await fetch(`${t.url}/blog/first-name`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${t.url}/blog/second-name`);
    expect(await followed.text()).toContain('Post first-name');

    await renamePost(post.id, 'third-name');
    expect(await redirectFrom('/blog/first-name')).toMatchObject({ toPath: '/blog/third-name', status: 301 });
    expect(await redirectFrom('/blog/second-name')).toMatchObject({ toPath: '/blog/third-name' });

    // Back to the first name: that address is a page again, and the others lead to it.
    await renamePost(post.id, 'first-name');
    expect(await redirectFrom('/blog/first-name')).toBeUndefined();
    expect(await redirectFrom('/blog/third-name')).toMatchObject({ toPath: '/blog/first-name' });
    expect(await redirectFrom('/blog/second-name')).toMatchObject({ toPath: '/blog/first-name' });
    expect((await visit('/blog/first-name')).status).toBe(200);
  });

  it("a draft's new slug and an edit that keeps the slug leave no redirect", async () => {
    const draft = await createPost('quiet-draft', false);
    await renamePost(draft.id, 'quiet-draft-renamed');
    const live = await createPost('steady-post');
    expect((await t.api(`/api/admin/blog/${live.id}`, { token, method: 'PUT', body: { title: 'New title' } })).status).toBe(200);
    const paths = (await redirects()).map((redirect) => redirect.fromPath);
    expect(paths).not.toContain('/blog/quiet-draft');
    expect(paths).not.toContain('/blog/steady-post');
  });

  it("deleting a live item moves its page to the section's list; a hidden one leaves nothing", async () => {
    const post = await createPost('going-away');
    expect((await t.api(`/api/admin/blog/${post.id}`, { token, method: 'DELETE' })).status).toBe(200);
    expect(await redirectFrom('/blog/going-away')).toMatchObject({ toPath: '/blog', status: 301 });
    const followed = await fetch(`${t.url}/blog/going-away`);
    expect(followed.url).toBe(`${t.url}/blog`);

    const member = await t.api('/api/admin/team', { token, body: { name: 'Leaving Partner', title: 'Partner', bio: 'Moving on.' } });
    expect(member.status).toBe(201);
    await t.api(`/api/admin/team/${member.body.data.id}`, { token, method: 'DELETE' });
    expect(await redirectFrom(`/team/${member.body.data.id}`)).toMatchObject({ toPath: '/team' });

    const closed = await t.api('/api/admin/careers', { token, body: { title: 'Closed role', description: 'Gone.', isActive: false } });
    await t.api(`/api/admin/careers/${closed.body.data.id}`, { token, method: 'DELETE' });
    expect(await redirectFrom(`/careers/${closed.body.data.id}`)).toBeUndefined();
  });

  it('are in the activity log as the item write that made them', async () => {
    const created = await createRedirect({ fromPath: '/logged', toPath: '/about' });
    const log = await t.api('/api/admin/activity?section=redirects&action=create', { token });
    expect(log.body.data[0]).toMatchObject({ section: 'redirects', action: 'create', itemId: String(created.body.data.id) });
  });
});
