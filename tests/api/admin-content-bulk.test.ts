import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { expectCreated, expectValidationFailure } from '../support/expect-answers';
import { ActivityEntryEntity } from '../../src/modules/activity';
import { ContentRevisionEntity } from '../../src/modules/drafts';
import { RedirectEntity } from '../../src/modules/redirects';
import { ServiceEntity } from '../../src/modules/services';
import { WebhookDeliveryEntity } from '../../src/modules/webhooks';

const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
let token = '';
beforeAll(async () => {
  token = await t.login();
  // An integration listening for content events: each event leaves a delivery row (sent to a closed port).
  const hook = await t.api('/api/admin/webhooks', {
    token,
    body: { url: 'http://127.0.0.1:9/hook', events: ['content.published', 'content.unpublished', 'content.deleted'] },
  });
  expectCreated(hook, '/api/admin/webhooks/{id}');
});

const bulk = (section: string, body: unknown, as = token) => t.api(`/api/admin/${section}/bulk`, { token: as, body });
const sql = (text: string) => t.orm.em.getConnection().execute(text);
const fresh = () => t.orm.em.fork();

const service = async (title: string, isActive = true) => {
  const res = await t.api('/api/admin/services', { token, body: { title, description: `What ${title} is about.`, isActive } });
  expectCreated(res, '/api/admin/services/{id}');
  return res.body.data as { id: number };
};
const post = async (title: string, extra: Record<string, unknown> = {}) =>
  (await t.api('/api/admin/blog', { token, body: { title, content: '<p>Body</p>', ...extra } })).body.data as { id: number; slug: string };

/** What a write left behind for one item: its revisions, its redirect, its activity entries and its webhook events. */
async function tracesOf(section: string, id: number, page: string) {
  const em = fresh();
  const revisions = await em.find(ContentRevisionEntity, { section, itemId: id }, { orderBy: { id: 'asc' } });
  const activity = await em.find(ActivityEntryEntity, { section, itemId: String(id), id: { $gt: loggedBefore } }, { orderBy: { id: 'asc' } });
  const redirect = await em.findOne(RedirectEntity, { fromPath: page });
  const events = (await em.find(WebhookDeliveryEntity, {}, { orderBy: { id: 'asc' } }))
    .map((delivery) => JSON.parse(delivery.body) as { type: string; data: { id: number; section: string } })
    .filter((event) => event.data.section === section && event.data.id === id);
  return {
    revisions: revisions.map((r) => r.reason),
    activity: activity.map((a) => a.action),
    redirect: redirect && { to: redirect.toPath, status: redirect.status },
    events: events.map((e) => e.type),
  };
}

// The activity log is append-only: each test reads the entries made after it started.
let loggedBefore = 0;
beforeEach(async () => {
  await sql('truncate services, blog_posts, content_drafts, content_revisions, redirects, webhook_deliveries restart identity');
  loggedBefore = (await fresh().find(ActivityEntryEntity, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0]?.id ?? 0;
});

describe('POST /api/admin/{section}/bulk on the content sections', () => {
  it('deletes the ticked services, each leaving what a single delete leaves (revision, redirect, activity entry, webhook)', async () => {
    const [one, two, three, kept] = [await service('Alpha'), await service('Beta'), await service('Gamma', false), await service('Delta')];
    expect((await t.api(`/api/admin/services/${one.id}`, { token, method: 'DELETE' })).status).toBe(200);

    const res = await bulk('services', { action: 'delete', ids: [two.id, three.id, 999_999] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { action: 'delete', changed: 2 }, message: '2 services deleted' });
    expect((await fresh().find(ServiceEntity, {})).map((s) => s.id)).toEqual([kept.id]);

    const single = await tracesOf('services', one.id, `/service/${one.id}`);
    expect(single).toEqual({
      revisions: ['create', 'delete'],
      activity: ['create', 'delete'],
      redirect: { to: '/services', status: 301 },
      events: ['content.published', 'content.deleted'],
    });
    expect(await tracesOf('services', two.id, `/service/${two.id}`)).toEqual(single);
    // A hidden service had no public page: no redirect, and it never was published.
    expect(await tracesOf('services', three.id, `/service/${three.id}`)).toMatchObject({ redirect: null, events: ['content.deleted'] });
    const [bulkEntry] = await fresh().find(ActivityEntryEntity, { action: 'bulk' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(bulkEntry).toMatchObject({ section: 'services', summary: 'Bulk delete on services: 2 changed' });
    expect((await fresh().findOne(RedirectEntity, { fromPath: `/service/${two.id}` }))?.toPath).toBe('/services');
  });

  it('unpublishes every service the filter matches, skipping those already hidden, and the public list changes at once', async () => {
    const [shown, alsoShown] = [await service('Shown'), await service('Also shown')];
    await service('Hidden', false);
    const before = await t.api('/api/services');
    expect(before.body.data.map((s: { id: number }) => s.id)).toEqual([shown.id, alsoShown.id]);

    const res = await bulk('services', { action: 'unpublish', filter: {} });
    expect(res.body).toMatchObject({ data: { action: 'unpublish', changed: 2 }, message: '2 services unpublished' });
    expect((await t.api('/api/services')).body.data).toEqual([]);
    expect(await tracesOf('services', shown.id, `/service/${shown.id}`)).toMatchObject({
      revisions: ['create', 'unpublish'],
      activity: ['create', 'unpublish'],
      events: ['content.published', 'content.unpublished'],
    });

    const again = await bulk('services', { action: 'publish', filter: { q: 'shown' } });
    expect(again.body).toMatchObject({ data: { changed: 2 }, message: '2 services published' });
    expect((await t.api('/api/services')).body.data.map((s: { title: string }) => s.title)).toEqual(['Shown', 'Also shown']);
  });

  it('publishes pending drafts and draft-only posts, skips live posts without a draft, and schedules one dated later', async () => {
    const live = await post('Live as it is', { isPublished: true, publishDate: '2026-01-05' });
    const changed = await post('Live with changes', { isPublished: true, publishDate: '2026-01-06' });
    const draftOnly = await post('Not yet out');
    const later = await post('Dated later', { publishDate: '2999-06-01' });
    const saved = await t.api(`/api/admin/blog/${changed.id}/draft`, { token, method: 'PUT', body: { title: 'Live with changes, now published' } });
    expect(saved.status).toBe(200);

    const res = await bulk('blog', { action: 'publish', ids: [live.id, changed.id, draftOnly.id, later.id] });
    expect(res.body).toMatchObject({ data: { action: 'publish', changed: 3 }, message: '3 blog posts published' });
    const titles = (await t.api('/api/blog')).body.data.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Live as it is', 'Live with changes, now published', 'Not yet out']));
    expect(titles).not.toContain('Dated later');
    const listed = await t.api(`/api/admin/blog?state=scheduled`, { token });
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([later.id]);
    expect((await tracesOf('blog', live.id, `/blog/${live.slug}`)).revisions).toEqual(['create']);
    expect((await tracesOf('blog', draftOnly.id, `/blog/${draftOnly.slug}`)).events).toEqual(['content.published']);
  });

  it('offers only what the section has: team members are always on the site, so there is no unpublish', async () => {
    const member = (await t.api('/api/admin/team', { token, body: { name: 'Ada Lovelace', title: 'Partner', bio: 'Counts things.' } })).body.data;
    expectValidationFailure(await bulk('team', { action: 'unpublish', ids: [member.id] }), [
      { path: 'action', message: 'action must be one of delete, publish' },
    ]);
    expectValidationFailure(await bulk('services', { action: 'archive', ids: [1] }), [
      { path: 'action', message: 'action must be one of delete, publish, unpublish' },
    ]);
    expectValidationFailure(await bulk('services', { action: 'delete' }), [{ path: 'ids', message: 'Send either ids or filter, not both or neither' }]);
    expect((await bulk('services', { action: 'delete', filter: { isActive: 'yes' } })).status).toBe(400);
    expect((await bulk('team', { action: 'delete', ids: [999_999] })).body).toMatchObject({ data: { changed: 0 }, message: '0 team members deleted' });
    expect((await t.api('/api/admin/team?q=Ada', { token })).body.meta.total).toBe(1);
  });

  it('an API key needs the section’s write scope; a stranger gets 401; nothing changes', async () => {
    const kept = await service('Kept');
    const reader = (await t.api('/api/admin/api-keys', { token, body: { name: 'Reader', scopes: ['services:read'] } })).body.data;
    const writer = (await t.api('/api/admin/api-keys', { token, body: { name: 'Writer', scopes: ['services:write'] } })).body.data;
    const refused = await bulk('services', { action: 'delete', ids: [kept.id] }, reader.secret);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/services:write/);
    expect((await t.api('/api/admin/services/bulk', { body: { action: 'delete', ids: [kept.id] } })).status).toBe(401);
    expect(await fresh().count(ServiceEntity, {})).toBe(1);
    expect((await bulk('services', { action: 'unpublish', ids: [kept.id] }, writer.secret)).body.data.changed).toBe(1);
  });

  it('one item failing leaves every item as it was: no row, revision, redirect, webhook or activity entry half-written', async () => {
    const [first, failing] = [await service('First'), await service('Refuses to go')];
    // A database that refuses to delete the second row, as a fault half-way through would.
    await sql(`create or replace function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await sql(`create trigger refuse_delete before delete on services for each row when (old.id = ${failing.id}) execute function refuse_delete()`);
    try {
      const res = await bulk('services', { action: 'delete', ids: [first.id, failing.id] });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.body.success).toBe(false);
    } finally {
      await sql('drop trigger refuse_delete on services');
    }
    expect(await fresh().count(ServiceEntity, {})).toBe(2);
    expect(await tracesOf('services', first.id, `/service/${first.id}`)).toEqual({
      revisions: ['create'],
      activity: ['create'],
      redirect: null,
      events: ['content.published'],
    });
  });
});
