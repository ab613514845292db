import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectPreviewPage, expectValidationFailure } from '../../../tests/support/expect-answers';
import { startSecondInstance, startTestApp, useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

type Post = { id: number; title: string; slug: string; content: string; isPublished: boolean; publishDate: string | null; version: number };

let posts = 0;
const createPost = async (body: Record<string, unknown> = {}) => {
  posts += 1;
  const res = await t.api('/api/admin/blog', { token, body: { title: `Draft test ${posts}`, content: '<p>Live words</p>', isPublished: true, ...body } });
  expect(res.status).toBe(201);
  return res.body.data as Post;
};
const saveDraft = (id: number, body: Record<string, unknown>) => t.api(`/api/admin/blog/${id}/draft`, { token, method: 'PUT', body });
const publish = (id: number, body: Record<string, unknown> = {}) => t.api(`/api/admin/blog/${id}/publish`, { token, body });
const publicPost = async (slug: string) => (await t.api(`/api/blog/slug/${slug}`)).body.data as Post | undefined;
const page = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
/** Polls until the condition holds: the scheduler runs on its own clock, within 30 s of the time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 250 });

describe('access', () => {
  it('refuses strangers and keys without the section’s write scope', async () => {
    const post = await createPost();
    expect((await t.api(`/api/admin/blog/${post.id}/draft`)).status).toBe(401);
    expect((await t.api(`/api/admin/blog/${post.id}/publish`, { body: {} })).status).toBe(401);
    const key = await t.api('/api/admin/api-keys', { token, body: { name: 'Blog reader', scopes: ['blog:read'] } });
    const secret = key.body.data.secret as string;
    const refused = await t.api(`/api/admin/blog/${post.id}/draft`, { token: secret, method: 'PUT', body: { title: 'By key' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key lacks the scope blog:write');
    expect((await t.api(`/api/admin/blog/${post.id}/revisions`, { token: secret })).status).toBe(200);
  });
});

describe('a draft of a live post', () => {
  it('stays off the public site, shows in its preview, and goes live when published', async () => {
    const post = await createPost({ title: 'Original title', slug: 'draft-round-trip' });
    expect((await page('/blog/draft-round-trip')).html).toContain('Original title');

    const saved = await saveDraft(post.id, { title: 'Rewritten title', content: '<p>Draft words</p>' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.item).toMatchObject({ id: post.id, title: 'Rewritten title', content: '<p>Draft words</p>', slug: 'draft-round-trip' });
    expect(saved.body.data.draft).toMatchObject({ version: 1, publishAt: null, savedBy: 'admin' });

    // Every public reader still gets the live post.
    expect(await publicPost('draft-round-trip')).toMatchObject({ title: 'Original title', content: '<p>Live words</p>' });
    const live = await page('/blog/draft-round-trip');
    expect(live.html).toContain('Original title');
    expect(live.html).not.toContain('Rewritten title');
    expect((await page('/blog/rss.xml')).html).not.toContain('Rewritten title');
    expect(JSON.stringify((await t.api('/api/blog')).body.data)).not.toContain('Rewritten title');
    expect((await t.api(`/api/admin/blog/${post.id}`, { token })).body.data.title).toBe('Original title');

    const link = await t.api(`/api/admin/blog/${post.id}/preview-link`, { token });
    expect(link.status).toBe(200);
    const previewPath = new URL(link.body.data.url as string).pathname;
    expect(previewPath).toMatch(/^\/preview\//);
    expectPreviewPage(await page(previewPath), 'Rewritten title');
    // The preview never became the live page's cached answer.
    expect((await page('/blog/draft-round-trip')).html).not.toContain('Rewritten title');

    const published = await publish(post.id, { version: 1 });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ item: { title: 'Rewritten title' }, draft: null });
    expect(await publicPost('draft-round-trip')).toMatchObject({ title: 'Rewritten title', content: '<p>Draft words</p>' });
    expect((await page('/blog/draft-round-trip')).html).toContain('Rewritten title');
    expect((await t.api(`/api/admin/blog/${post.id}/draft`, { token })).body.data.draft).toBeNull();

    // The link ended with the draft.
    const ended = await page(previewPath);
    expect(ended.status).toBe(410);
    expect(ended.html).toContain('This draft was published or discarded');
    expect((await page(`${previewPath.slice(0, -3)}abc`)).status).toBe(404);

    const revisions = await t.api(`/api/admin/blog/${post.id}/revisions`, { token });
    expect(revisions.body.data.map((revision: { reason: string }) => revision.reason)).toEqual(['publish', 'create']);
    expect(revisions.body.meta).toMatchObject({ page: 1, total: 2 });
  });

  it('refuses a save based on an older draft with 409 and keeps the newer one', async () => {
    const post = await createPost();
    expect((await saveDraft(post.id, { title: 'First editor' })).body.data.draft.version).toBe(1);
    expect((await saveDraft(post.id, { title: 'Second editor', version: 1 })).body.data.draft.version).toBe(2);
    const stale = await saveDraft(post.id, { title: 'First editor again', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'CONFLICT', currentVersion: 2 });
    expect(stale.body.message).toContain('by admin');
    expect((await t.api(`/api/admin/blog/${post.id}/draft`, { token })).body.data.item.title).toBe('Second editor');
  });

  it('starts a new draft above the versions of the one published or discarded before it, so a save naming an old version is refused', async () => {
    const post = await createPost();
    await saveDraft(post.id, { title: 'Old draft' });
    expect((await saveDraft(post.id, { title: 'Old draft, again', version: 1 })).body.data.draft.version).toBe(2);
    expect((await publish(post.id, { version: 2 })).status).toBe(200);

    // Another editor starts the next draft; one still holding version 1 or 2 of the old draft saves late.
    expect((await saveDraft(post.id, { title: 'Next draft' })).body.data.draft.version).toBe(3);
    for (const version of [1, 2]) {
      const stale = await saveDraft(post.id, { title: 'Late editor', version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'CONFLICT', currentVersion: 3 });
    }
    expect((await t.api(`/api/admin/blog/${post.id}/discard-draft`, { token, body: {} })).status).toBe(200);
    expect((await saveDraft(post.id, { title: 'After the discard' })).body.data.draft.version).toBe(4);
    expect((await saveDraft(post.id, { title: 'Late editor', version: 3 })).status).toBe(409);
    expect((await t.api(`/api/admin/blog/${post.id}/draft`, { token })).body.data.item.title).toBe('After the discard');
  });

  it('discards a draft and keeps the live post', async () => {
    const post = await createPost({ title: 'Keep me' });
    await saveDraft(post.id, { title: 'Throw me away' });
    const discarded = await t.api(`/api/admin/blog/${post.id}/discard-draft`, { token, body: {} });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data).toMatchObject({ item: { title: 'Keep me' }, draft: null });
    expect((await t.api(`/api/admin/blog/${post.id}/discard-draft`, { token, body: {} })).status).toBe(404);
  });
});

describe('where each item stands', () => {
  it('lists live, changed, draft and scheduled items, and unpublishing takes an item off the site', async () => {
    const live = await createPost();
    const changed = await createPost();
    await saveDraft(changed.id, { title: 'Changed but not published' });
    const hidden = await createPost({ isPublished: false });
    const scheduled = await createPost();
    await saveDraft(scheduled.id, { publishAt: '2099-01-01T09:00:00+01:00' });
    const listed = (await t.api('/api/admin/blog?pageSize=100', { token })).body.data as { id: number; state: string; publishAt: string | null }[];
    const stateOf = (id: number) => listed.find((row) => row.id === id);
    expect(stateOf(live.id)).toMatchObject({ state: 'live', publishAt: null });
    expect(stateOf(changed.id)).toMatchObject({ state: 'changed' });
    expect(stateOf(hidden.id)).toMatchObject({ state: 'draft' });
    expect(stateOf(scheduled.id)).toMatchObject({ state: 'scheduled', publishAt: '2099-01-01T08:00:00.000Z' });
    // Each state is a filter of the list, read by the database, not the page.
    const idsIn = async (state: string) =>
      ((await t.api(`/api/admin/blog?pageSize=100&state=${state}`, { token })).body.data as { id: number; state: string }[]).map((row) => {
        expect(row.state).toBe(state);
        return row.id;
      });
    expect(await idsIn('live')).toContain(live.id);
    expect(await idsIn('changed')).toEqual(expect.arrayContaining([changed.id]));
    expect(await idsIn('draft')).toContain(hidden.id);
    expect(await idsIn('scheduled')).toContain(scheduled.id);
    expect((await t.api('/api/admin/blog?state=pending', { token })).status).toBe(400);

    const unpublished = await t.api(`/api/admin/blog/${live.id}/unpublish`, { token, body: {} });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data.item.isPublished).toBe(false);
    expect(await publicPost(live.slug)).toBeUndefined();
    expect((await page(`/blog/${live.slug}`)).status).toBe(404);

    // Team members are on the site while they exist: there is nothing to unpublish.
    const member = (await t.api('/api/admin/team?pageSize=1', { token })).body.data[0] as { id: number };
    const refused = await t.api(`/api/admin/team/${member.id}/unpublish`, { token, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('delete it to take it off');
  });

  it('previews a post that was never published, at its own address, without it reaching the blog', async () => {
    const hidden = await createPost({ isPublished: false, title: 'Never published yet', slug: 'never-published-yet' });
    await saveDraft(hidden.id, { excerpt: 'Coming soon' });
    const link = await t.api(`/api/admin/blog/${hidden.id}/preview-link?days=1`, { token });
    expect(Date.parse(link.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
    const preview = await page(new URL(link.body.data.url as string).pathname);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Never published yet');
    expect((await page('/blog/never-published-yet')).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain('never-published-yet');
  });
});

describe('publishing decides dates on the server', () => {
  it('dates a post published without a date today, and schedules one dated later instead of showing it', async () => {
    const undated = await createPost({ isPublished: false, publishDate: null });
    const published = await publish(undated.id);
    expect(published.body.data.item).toMatchObject({ isPublished: true, publishDate: new Date().toISOString().slice(0, 10) });

    const later = await createPost({ isPublished: false, title: 'Next June', slug: 'next-june', publishDate: '2099-06-01' });
    const scheduled = await publish(later.id);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.draft).toMatchObject({ publishAt: '2099-06-01T00:00:00.000Z' });
    expect(await publicPost('next-june')).toBeUndefined();
    const listed = await t.api('/api/admin/scheduled', { token });
    expect(listed.body.data).toContainEqual(expect.objectContaining({ section: 'blog', itemId: later.id, publishAt: '2099-06-01T00:00:00.000Z' }));
  });
});

describe('bad input changes nothing', () => {
  it('answers 400 for a date in the past, a malformed date and unknown fields, 404 for unknown items and revisions', async () => {
    const post = await createPost({ title: 'Unchanged' });
    const past = await saveDraft(post.id, { title: 'X', publishAt: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('publishAt must be in the future');
    expectValidationFailure(await saveDraft(post.id, { publishAt: 'next tuesday' }), [
      { path: 'publishAt', message: 'publishAt must be an ISO 8601 date-time with its offset, e.g. 2026-12-01T09:00:00Z' },
    ]);
    expect((await saveDraft(post.id, { colour: 'red' })).status).toBe(400);
    expect((await publish(post.id, { publishAt: '2001-01-01T00:00:00Z' })).status).toBe(400);
    expect((await t.api(`/api/admin/blog/${post.id}/draft`, { token })).body.data.draft).toBeNull();

    expect((await saveDraft(999_999, { title: 'Nobody' })).status).toBe(404);
    expect((await t.api('/api/admin/blog/999999/revisions', { token })).status).toBe(404);
    const unknownRevision = await t.api(`/api/admin/blog/${post.id}/revisions/999999`, { token });
    expect(unknownRevision.status).toBe(404);
    expect(unknownRevision.body.message).toBe('Revision not found');
    expect((await t.api(`/api/admin/blog/${post.id}/revisions/999999/restore`, { token, body: {} })).status).toBe(404);
    expect(await publicPost(post.slug)).toMatchObject({ title: 'Unchanged' });
  });
});

describe('revisions', () => {
  it('keeps every live change, and restores an old one into the draft, never straight to the site', async () => {
    const post = await createPost({ title: 'Version one' });
    await t.api(`/api/admin/blog/${post.id}`, { token, method: 'PUT', body: { title: 'Version two' } });
    const revisions = (await t.api(`/api/admin/blog/${post.id}/revisions`, { token })).body.data as { id: number; reason: string }[];
    expect(revisions.map((revision) => revision.reason)).toEqual(['update', 'create']);
    const first = revisions[1]!;
    const detail = await t.api(`/api/admin/blog/${post.id}/revisions/${first.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: first.id, reason: 'create', savedBy: 'admin', data: { title: 'Version one' } });

    const restored = await t.api(`/api/admin/blog/${post.id}/revisions/${first.id}/restore`, { token, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.data.item.title).toBe('Version one');
    expect(await publicPost(post.slug)).toMatchObject({ title: 'Version two' });
    await publish(post.id);
    expect(await publicPost(post.slug)).toMatchObject({ title: 'Version one' });
  });
});

describe('the original of content with no history', () => {
  it('keeps a seeded post as it was before its first change, so the change can be undone', async () => {
    // A seeded post: no revision yet (the seed writes rows, not history).
    const historyOf = async (post: Post) => (await t.api(`/api/admin/blog/${post.id}/revisions`, { token })).body.meta.total as number;
    let seeded: Post | undefined;
    for (const post of (await t.api('/api/admin/blog?pageSize=100', { token })).body.data as Post[]) {
      if (post.isPublished && (await historyOf(post)) === 0) {
        seeded = post;
        break;
      }
    }
    if (!seeded) throw new Error('no post without history: the demo content is seeded for these tests');
    await saveDraft(seeded.id, { title: 'A bad edit' });
    expect((await publish(seeded.id)).status).toBe(200);

    const revisions = (await t.api(`/api/admin/blog/${seeded.id}/revisions`, { token })).body.data as { id: number; reason: string }[];
    expect(revisions.map((revision) => revision.reason)).toEqual(['publish', 'original']);
    const original = await t.api(`/api/admin/blog/${seeded.id}/revisions/${revisions[1]!.id}`, { token });
    expect(original.body.data).toMatchObject({ savedBy: 'system', data: { title: seeded.title } });
    expect((await t.api(`/api/admin/blog/${seeded.id}/revisions/${revisions[1]!.id}/restore`, { token, body: {} })).status).toBe(200);
    await publish(seeded.id);
    expect((await publicPost(seeded.slug))?.title).toBe(seeded.title);
  });
});

describe('recently deleted', () => {
  it('lists a deleted post with who deleted it, and brings it back unpublished with its id and content', async () => {
    const post = await createPost({ title: 'Deleted by mistake', slug: 'deleted-by-mistake', content: '<p>Worth keeping.</p>' });
    expect((await t.api(`/api/admin/blog/${post.id}`, { token, method: 'DELETE' })).status).toBe(200);
    const deleted = await t.api('/api/admin/blog/deleted', { token });
    expect(deleted.body.data[0]).toMatchObject({ id: post.id, name: 'Deleted by mistake', deletedBy: 'admin' });

    const restored = await t.api(`/api/admin/blog/deleted/${post.id}/restore`, { token, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id: post.id, slug: 'deleted-by-mistake', content: '<p>Worth keeping.</p>', isPublished: false });
    expect(await publicPost('deleted-by-mistake')).toBeUndefined();
    expect((await t.api('/api/admin/blog/deleted', { token })).body.data.map((item: { id: number }) => item.id)).not.toContain(post.id);
    const reasons = (await t.api(`/api/admin/blog/${post.id}/revisions`, { token })).body.data.map((revision: { reason: string }) => revision.reason);
    expect(reasons).toEqual(['restore', 'delete', 'create']);

    // Published again, it is back at its address (the redirect its deletion left gives way).
    await publish(post.id);
    expect((await page('/blog/deleted-by-mistake')).status).toBe(200);
    expect((await t.api(`/api/admin/blog/deleted/${post.id}/restore`, { token, body: {} })).status).toBe(404);
    expect((await t.api('/api/admin/blog/deleted/999999/restore', { token, body: {} })).status).toBe(404);
  });
});

describe('scheduled publishing', () => {
  it('publishes a scheduled draft by itself, exactly once with two instances on one database', async () => {
    const second = await startSecondInstance(t);
    try {
      const scheduled = [await createPost(), await createPost(), await createPost()];
      for (const post of scheduled) expect((await saveDraft(post.id, { title: `Scheduled ${post.id}`, publishAt: inSeconds(2) })).status).toBe(200);
      await eventually(async () => {
        for (const post of scheduled) expect(await publicPost(post.slug)).toMatchObject({ title: `Scheduled ${post.id}` });
      });
      for (const post of scheduled) {
        const reasons = (await t.api(`/api/admin/blog/${post.id}/revisions`, { token })).body.data.map((revision: { reason: string }) => revision.reason);
        expect(reasons).toEqual(['publish', 'create']);
        const log = await t.api(`/api/admin/activity?section=blog&action=publish`, { token });
        expect(log.body.data.filter((entry: { itemId: string }) => entry.itemId === String(post.id))).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });

  it('publishes a draft scheduled after it was saved, and one whose time was moved', async () => {
    const [saved, moved] = [await createPost(), await createPost()];
    expect((await saveDraft(saved.id, { title: `Saved first ${saved.id}` })).status).toBe(200);
    expect((await saveDraft(saved.id, { publishAt: inSeconds(2) })).status).toBe(200);
    expect((await saveDraft(moved.id, { title: `Moved ${moved.id}`, publishAt: '2099-01-01T00:00:00Z' })).status).toBe(200);
    expect((await saveDraft(moved.id, { publishAt: inSeconds(2) })).status).toBe(200);
    await eventually(async () => {
      expect(await publicPost(saved.slug)).toMatchObject({ title: `Saved first ${saved.id}` });
      expect(await publicPost(moved.slug)).toMatchObject({ title: `Moved ${moved.id}` });
    });
  });

  it('runs a publish that fell due while every server was down as soon as one starts', async () => {
    const first = await startTestApp();
    const firstToken = await first.login();
    const created = await first.api('/api/admin/blog', { token: firstToken, body: { title: 'Downtime post', isPublished: true } });
    const { id, slug } = created.body.data as Post;
    const due = inSeconds(2);
    await first.api(`/api/admin/blog/${id}/draft`, { token: firstToken, method: 'PUT', body: { title: 'Published after the restart', publishAt: due } });
    await first.app.close();
    await vi.waitUntil(() => Date.now() > Date.parse(due) + 1000, { timeout: 10_000 });
    const restarted = await startSecondInstance(first);
    try {
      await eventually(async () => {
        const res = await fetch(`${restarted.url}/api/blog/slug/${slug}`);
        expect((await res.json()).data.title).toBe('Published after the restart');
      });
    } finally {
      await restarted.close();
      await first.close();
    }
  });
});
