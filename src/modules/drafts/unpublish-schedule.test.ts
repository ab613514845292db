import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
/** Polls until the condition holds: the scheduler runs on its own clock, within 30 s of the time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 250 });

let positions = 0;
const createPosition = async () => {
  positions += 1;
  const res = await t.api('/api/admin/careers', {
    token,
    body: { title: `Closing role ${positions}`, description: 'Applications close soon.', isActive: true },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; title: string };
};
const unpublishAt = (section: string, id: number, at: string | null) =>
  t.api(`/api/admin/${section}/${id}/unpublish-at`, { token, method: 'PUT', body: { unpublishAt: at } });

describe('unpublishing at a set time', () => {
  it('takes a career listing off the site by itself, once, listed as scheduled until then and logged as the scheduler', async () => {
    const position = await createPosition();
    const at = inSeconds(2);
    const set = await unpublishAt('careers', position.id, at);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ item: { id: position.id, isActive: true }, unpublishAt: new Date(at).toISOString() });
    expect((await t.api(`/api/admin/careers/${position.id}/draft`, { token })).body.data.unpublishAt).toBe(new Date(at).toISOString());
    const scheduled = (await t.api('/api/admin/scheduled', { token })).body.data as { action: string; itemId: number; name: string }[];
    expect(scheduled).toContainEqual(expect.objectContaining({ action: 'unpublish', section: 'careers', itemId: position.id, name: position.title }));

    await eventually(async () => {
      expect((await t.api(`/api/careers/${position.id}`)).status).toBe(404);
    });
    expect((await fetch(`${t.url}/careers/${position.id}`)).status).toBe(404);
    expect((await t.api(`/api/admin/careers/${position.id}`, { token })).body.data.isActive).toBe(false);
    const after = (await t.api('/api/admin/scheduled', { token })).body.data as { itemId: number }[];
    expect(after.map((change) => change.itemId)).not.toContain(position.id);
    const log = await t.api('/api/admin/activity?section=careers&action=unpublish', { token });
    const entries = log.body.data.filter((entry: { itemId: string }) => entry.itemId === String(position.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorKind: 'system', actorName: 'Scheduler' });
  });

  it('is cleared with null, by unpublishing by hand and by deleting the item', async () => {
    const cleared = await createPosition();
    await unpublishAt('careers', cleared.id, inSeconds(3600));
    expect((await unpublishAt('careers', cleared.id, null)).body.data.unpublishAt).toBeNull();
    const byHand = await createPosition();
    await unpublishAt('careers', byHand.id, inSeconds(3600));
    await t.api(`/api/admin/careers/${byHand.id}/unpublish`, { token, body: {} });
    const deleted = await createPosition();
    await unpublishAt('careers', deleted.id, inSeconds(3600));
    await t.api(`/api/admin/careers/${deleted.id}`, { token, method: 'DELETE' });
    const scheduled = (await t.api('/api/admin/scheduled', { token })).body.data as { itemId: number }[];
    for (const { id } of [cleared, byHand, deleted]) expect(scheduled.map((change) => change.itemId)).not.toContain(id);
  });

  it('refuses a time in the past, one before the scheduled publish, a publish after it, and sections always on the site; nothing changes', async () => {
    const position = await createPosition();
    const past = await unpublishAt('careers', position.id, inSeconds(-60));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'unpublishAt must be in the future; unpublish now with POST …/unpublish' });
    expect((await unpublishAt('careers', position.id, 'next friday')).status).toBe(400);

    const publishAt = inSeconds(3600);
    const draft = await t.api(`/api/admin/careers/${position.id}/draft`, { token, method: 'PUT', body: { title: 'Reopened', publishAt } });
    expect(draft.status).toBe(200);
    const early = await unpublishAt('careers', position.id, inSeconds(1800));
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/^unpublishAt \(.+\) must come after publishAt \(.+\)$/);

    expect((await unpublishAt('careers', position.id, inSeconds(7200))).status).toBe(200);
    const late = await t.api(`/api/admin/careers/${position.id}/draft`, { token, method: 'PUT', body: { publishAt: inSeconds(10_800) } });
    expect(late.status).toBe(400);
    expect((await t.api(`/api/admin/careers/${position.id}/draft`, { token })).body.data.draft.publishAt).toBe(new Date(publishAt).toISOString());

    const [member] = (await t.api('/api/admin/team', { token })).body.data as { id: number }[];
    const always = await unpublishAt('team', member!.id, inSeconds(3600));
    expect(always.status).toBe(400);
    expect(always.body.message).toBe('A team member is on the site while it exists: delete it to take it off');
    expect((await unpublishAt('careers', 999_999, inSeconds(3600))).status).toBe(404);
  });
});
