import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const createService = async (title: string) =>
  (await t.api('/api/admin/services', { token, body: { title, description: 'Versioned service.', iconType: 'strategy' } })).body.data as {
    id: number;
    version: number;
  };

describe('safe concurrent edits', () => {
  it('an admin read carries the version, also as its ETag', async () => {
    const service = await createService('Version One');
    expect(service.version).toBe(1);
    const read = await t.api(`/api/admin/services/${service.id}`, { token });
    expect(read.body.data.version).toBe(1);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('a write naming the current version succeeds; one naming an older version is refused with 409 and the current version, changing nothing', async () => {
    const service = await createService('Two Editors');
    const first = await t.api(`/api/admin/services/${service.id}`, { token, method: 'PUT', body: { description: 'First editor.', version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ description: 'First editor.', version: 2 });

    const second = await t.api(`/api/admin/services/${service.id}`, { token, method: 'PUT', body: { description: 'Second editor.', version: 1 } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, code: 'CONFLICT', message: expect.stringContaining('version 2'), currentVersion: 2 });
    const stored = await t.api(`/api/admin/services/${service.id}`, { token });
    expect(stored.body.data).toMatchObject({ description: 'First editor.', version: 2 });

    // Overwriting on purpose: the editor saves again with the version the 409 named.
    const overwrite = await t.api(`/api/admin/services/${service.id}`, { token, method: 'PUT', body: { description: 'Second editor.', version: 2 } });
    expect(overwrite.body.data).toMatchObject({ description: 'Second editor.', version: 3 });
  });

  it('If-Match works as the version: stale → 409, current → 200, * → any; a malformed tag or one that disagrees with the body → 400', async () => {
    const service = await createService('If Match');
    const put = (headers: Record<string, string>, body: Record<string, unknown> = { description: 'Changed.' }) =>
      t.api(`/api/admin/services/${service.id}`, { token, method: 'PUT', body, headers });

    const current = await put({ 'if-match': '"1"' });
    expect(current.status).toBe(200);
    expect(current.body.data.version).toBe(2);
    const stale = await put({ 'if-match': 'W/"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.currentVersion).toBe(2);
    expect((await put({ 'if-match': '*' }, { description: 'Any version.' })).status).toBe(200);

    const malformed = await put({ 'if-match': 'three' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: expect.stringContaining('If-Match') });
    const disagree = await put({ 'if-match': '"3"' }, { description: 'x', version: 2 });
    expect(disagree.status).toBe(400);
    expect((await t.api(`/api/admin/services/${service.id}`, { token })).body.data.version).toBe(3);
  });

  it('a write without a version still changes the item (clients written before versions keep working)', async () => {
    const service = await createService('No Version');
    const res = await t.api(`/api/admin/services/${service.id}`, { token, method: 'PUT', body: { description: 'Plain put.' } });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(2);
  });

  it('over tRPC a stale version is a CONFLICT carrying the current version', async () => {
    const service = await createService('Over tRPC');
    await t.api(`/api/admin/services/${service.id}`, { token, method: 'PUT', body: { description: 'Moved on.' } });
    const res = await fetch(`${t.url}/api/trpc/admin.services.update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: service.id, description: 'Too late.', version: 1 }),
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { data: { code: string; currentVersion: number } } };
    expect(body.error.data).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
  });
});

describe('atomic reordering', () => {
  const ids = async () => ((await t.api('/api/admin/services', { token })).body.data as { id: number }[]).map((row) => row.id);

  it('puts every row in the given order in one call, and the public list follows', async () => {
    const before = await ids();
    const reversed = [...before].reverse();
    const res = await t.api('/api/admin/services/order', { token, method: 'PUT', body: { ids: reversed } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((row: { id: number; order: number }) => [row.id, row.order])).toEqual(reversed.map((id, index) => [id, index + 1]));
    expect(await ids()).toEqual(reversed);
    const publicIds = ((await t.api('/api/services')).body.data as { id: number }[]).map((row) => row.id);
    expect(publicIds).toEqual(reversed.filter((id) => publicIds.includes(id)));
  });

  it('refuses a list that is not exactly the section’s ids (missing, repeated or unknown) with 400, changing nothing', async () => {
    const before = await ids();
    const orders = async () => ((await t.api('/api/admin/services', { token })).body.data as { order: number }[]).map((row) => row.order);
    const ordersBefore = await orders();
    for (const bad of [before.slice(1), [...before, before[0]!], [...before.slice(1), 999_999]]) {
      const res = await t.api('/api/admin/services/order', { token, method: 'PUT', body: { ids: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^ids must name every service exactly once/) });
    }
    expect(await ids()).toEqual(before);
    expect(await orders()).toEqual(ordersBefore);
    expect((await t.api('/api/admin/services/order', { method: 'PUT', body: { ids: before } })).status).toBe(401);
  });
});
