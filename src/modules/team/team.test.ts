import { expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectSuccess } from '../../../tests/support/expect-answers';

const t = useTestApp();

it('GET /api/team lists every member in the envelope, a member without a photo with photoUrl null', async () => {
  const token = await t.login();
  expect((await t.api('/api/admin/team', { token, body: { name: 'No Photo', title: 'Associate', bio: 'Joined this week.' } })).status).toBe(201);
  const res = await t.api('/api/team');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
  expect(res.body.data).toHaveLength(5);
  expect(res.body.data.filter((m: { photoUrl: string | null }) => m.photoUrl === null).map((m: { name: string }) => m.name)).toEqual(['No Photo']);
});

it('GET /api/team/{id} answers one member in the envelope', async () => {
  const [member] = (await t.api('/api/team')).body.data;
  const res = await t.api(`/api/team/${member.id}`);
  expectSuccess(res, member);
});

it('GET /api/team/{id} answers 404 for an unknown member', async () => {
  const res = await t.api('/api/team/424242');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ success: false, message: 'Team member not found', code: 'NOT_FOUND' });
});
