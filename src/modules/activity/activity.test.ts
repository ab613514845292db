import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { TEST_ADMIN } from '../../../tests/support/test-admin';
import { expectSuccess, expectValidationFailure } from '../../../tests/support/expect-answers';
import { removeExpiredActivity } from './activity.service';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

type Entry = { id: number; action: string; section: string; itemId: string | null; fields: string[]; summary: string; actorName: string };

const entries = async (query = '') => {
  const res = await t.api(`/api/admin/activity${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as Entry[];
};
const sql = (text: string) => t.orm.em.getConnection().execute(text);

it('refuses strangers on every activity path', async () => {
  for (const path of ['/api/admin/activity', '/api/admin/activity/export.csv', '/api/admin/activity/settings']) {
    const res = await t.api(path);
    expect(res.status, path).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  }
  expect((await t.api('/api/admin/activity/settings', { method: 'PUT', body: { retentionDays: 400 } })).status).toBe(401);
});

it('records a failed sign-in with the name tried, the address and the user agent, and a sign-in and sign-out', async () => {
  const failed = await t.api('/api/auth/login', {
    body: { username: TEST_ADMIN.username, password: 'wrong password' },
    headers: { 'user-agent': 'Probe/1.0' },
  });
  expect(failed.status).toBe(401);
  const [entry] = await entries('?action=sign-in-failed');
  expect(entry).toMatchObject({ actorKind: 'visitor', actorName: TEST_ADMIN.username, section: 'account', address: '127.0.0.1', userAgent: 'Probe/1.0' });

  const other = await t.login();
  await t.api('/api/auth/logout', { method: 'POST', token: other });
  const [signOut, signIn] = await entries('?section=account');
  expect(signOut).toMatchObject({ action: 'sign-out', actorKind: 'user', actorName: TEST_ADMIN.username });
  expect(signIn).toMatchObject({ action: 'sign-in', actorKind: 'user', actorName: TEST_ADMIN.username, summary: 'Signed in' });
});

it('records admin creates, updates and deletes with section, item and the names of the changed fields only', async () => {
  const created = await t.api('/api/admin/team', { token, body: { name: 'Ada Lovelace', title: 'Analyst', bio: 'Counts things' } });
  const id = created.body.data.id as number;
  const { createdAt: _c, updatedAt: _u, id: _i, ...member } = created.body.data;
  // The dashboard sends the whole form: only what differs is named.
  expect((await t.api(`/api/admin/team/${id}`, { method: 'PUT', token, body: { ...member, title: 'Lead analyst' } })).status).toBe(200);
  expect((await t.api(`/api/admin/team/${id}`, { method: 'DELETE', token })).status).toBe(200);

  const [deleted, updated, create] = await entries('?section=team');
  expect(create).toMatchObject({ action: 'create', itemId: String(id), fields: [], actorName: TEST_ADMIN.username });
  expect(updated).toMatchObject({ action: 'update', itemId: String(id), fields: ['title'], summary: `Updated team #${id}: title` });
  expect(deleted).toMatchObject({ action: 'delete', itemId: String(id) });
  expect(JSON.stringify([create, updated, deleted])).not.toContain('Lead analyst');
});

it('records settings and account changes, CSV exports and media uploads and deletions', async () => {
  expect((await t.api('/api/admin/settings', { method: 'PUT', token, body: { company: { name: 'Renamed Ltd' } } })).status).toBe(200);
  const [settings] = await entries('?section=settings');
  expect(settings).toMatchObject({ action: 'update', fields: ['company.name'] });
  expect(JSON.stringify(settings)).not.toContain('Renamed Ltd');

  const user = await t.api('/api/admin/users', { token, body: { username: 'second', password: 'long enough password' } });
  expect(user.status).toBe(201);
  expect((await entries('?section=users'))[0]).toMatchObject({ action: 'create', itemId: String(user.body.data.id) });

  expect((await t.api('/api/admin/contacts/export.csv', { token })).status).toBe(200);
  expect((await entries('?action=export'))[0]).toMatchObject({ section: 'contacts', summary: 'Exported contact-messages as CSV' });

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const uploaded = await fetch(`${t.url}/api/admin/media?filename=logo.png`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: new Uint8Array(png),
  }).then((res) => res.json());
  await t.api(`/api/admin/media/${uploaded.data.id}`, { method: 'DELETE', token });
  const [removed, upload] = await entries('?section=media');
  expect(upload).toMatchObject({ action: 'upload', itemId: String(uploaded.data.id), summary: 'Uploaded logo.png' });
  expect(removed).toMatchObject({ action: 'delete', itemId: String(uploaded.data.id) });
});

// Recent enough to stay within the retention the last test enforces.
const tenDaysAgo = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 10 * 86_400_000);
const minutesAfter = (minutes: number) => new Date(tenDaysAgo.getTime() + minutes * 60_000).toISOString();

it('pages newest first with the total, and filters by actor, section, action and time range', async () => {
  await sql(`insert into activity_entries (at, actor_kind, actor_name, action, section, fields, summary)
    select timestamptz '${tenDaysAgo.toISOString()}' + n * interval '1 minute', 'user', 'historian', 'update', 'blog', '{title}', 'Updated blog #' || n
    from generate_series(1, 30) as n`);
  const first = await t.api('/api/admin/activity?actor=historian&pageSize=7', { token });
  expect(first.body.meta).toEqual({ page: 1, pageSize: 7, total: 30, totalPages: 5 });
  expect(first.body.data.map((e: Entry) => e.summary).slice(0, 2)).toEqual(['Updated blog #30', 'Updated blog #29']);
  const last = await t.api('/api/admin/activity?actor=historian&pageSize=7&page=5', { token });
  expect(last.body.data.map((e: Entry) => e.summary)).toEqual(['Updated blog #2', 'Updated blog #1']);

  const ranged = await t.api(`/api/admin/activity?actor=historian&from=${minutesAfter(10)}&to=${minutesAfter(20)}`, { token });
  expect(ranged.body.meta.total).toBe(10);
  expect((await t.api('/api/admin/activity?actor=historian&section=team', { token })).body.meta.total).toBe(0);
  expect((await t.api('/api/admin/activity?actor=historian&action=update&section=blog', { token })).body.meta.total).toBe(30);
  expect((await t.api('/api/admin/activity?actor=historian&page=9', { token })).body).toMatchObject({ data: [], meta: { total: 30, totalPages: 2 } });
});

it('answers 400 with a clear message for malformed filters and paging', async () => {
  expectValidationFailure(await t.api('/api/admin/activity?from=yesterday', { token }), [
    { path: 'from', message: 'From must be an ISO 8601 date-time, e.g. 2026-01-31T09:00:00Z' },
  ]);
  expectValidationFailure(await t.api('/api/admin/activity?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', { token }), [
    { path: 'to', message: 'From must not be after To' },
  ]);
  expectValidationFailure(await t.api('/api/admin/activity?pageSize=1000', { token }), [
    { path: 'pageSize', message: 'Page size must be a whole number from 1 to 100' },
  ]);
  expectValidationFailure(await t.api('/api/admin/activity?page=0', { token }), [{ path: 'page', message: 'Page must be a whole number from 1 to 1000000' }]);
  expect((await t.api('/api/admin/activity?colour=red', { token })).status).toBe(400);
  const csv = await t.api('/api/admin/activity/export.csv?to=soon', { token });
  expect(csv.status).toBe(400);
  expect(csv.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ path: 'to' }] });
});

it('exports the matching entries as CSV, newest first, and records the export', async () => {
  await sql(`insert into activity_entries (at, actor_kind, actor_name, action, section, fields, summary)
    select timestamptz '${tenDaysAgo.toISOString()}' - n * interval '1 second', 'user', 'exporter', 'delete', 'careers', '{}', '=cmd|' || n
    from generate_series(1, 4500) as n`);
  const res = await fetch(`${t.url}/api/admin/activity/export.csv?actor=exporter`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await res.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('When (UTC),Actor,Actor kind,Action,Section,Item,Fields,Summary,Address,User agent');
  expect(lines).toHaveLength(4501);
  // Newest first across the export's slices, and a formula in a summary is defused.
  expect(lines[1]).toContain(`"'=cmd|1"`);
  expect(lines[4500]).toContain(`"'=cmd|4500"`);
  expect((await entries('?section=activity&action=export'))[0]).toMatchObject({ fields: ['actor'] });
});

it('entries cannot be changed, and only those older than a year can be removed', async () => {
  await expect(sql(`update activity_entries set summary = 'forged'`)).rejects.toThrow(/cannot be changed or removed/);
  await expect(sql(`delete from activity_entries`)).rejects.toThrow(/cannot be changed or removed/);
});

it('keeps entries for the retention set (at least a year); the daily job removes older ones', async () => {
  expectSuccess(await t.api('/api/admin/activity/settings', { token }), { retentionDays: 365 });
  expectValidationFailure(await t.api('/api/admin/activity/settings', { method: 'PUT', token, body: { retentionDays: 30 } }), [
    { path: 'retentionDays', message: 'Retention must be a whole number from 365 to 3650' },
  ]);
  expectSuccess(await t.api('/api/admin/activity/settings', { method: 'PUT', token, body: { retentionDays: 500 } }), { retentionDays: 500 });
  expect((await entries('?action=update-settings'))[0]).toMatchObject({ section: 'activity', fields: ['retentionDays'] });

  await sql(`insert into activity_entries (at, actor_kind, actor_name, action, section, fields, summary) values
    (now() - interval '600 days', 'user', 'old', 'update', 'blog', '{}', 'past the retention'),
    (now() - interval '400 days', 'user', 'old', 'update', 'blog', '{}', 'within the retention')`);
  expect(await removeExpiredActivity(t.orm.em.fork())).toBe(1);
  expect((await entries('?actor=old')).map((e) => e.summary)).toEqual(['within the retention']);

  const [schedule] = await sql(`select name, cron, options->>'tz' as tz from pgboss.schedule where name = 'activity-retention'`);
  expect(schedule).toEqual({ name: 'activity-retention', cron: '30 3 * * *', tz: 'UTC' });
});
