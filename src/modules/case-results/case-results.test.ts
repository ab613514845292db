import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectCreated } from '../../../tests/support/expect-answers';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const RESULT = {
  clientName: 'Specialist insurer',
  sector: 'Insurance',
  outcomeFigure: '4×',
  outcome: 'Claims triaged four times faster after a redesigned first notice of loss.',
  quote: 'Straight answers, every week.',
  quoteBy: 'Jo Lane',
  quoteRole: 'Claims Director',
  order: 9,
};

const homeHtml = async () => (await fetch(`${t.url}/`)).text();

it('GET /api/case-results lists the seeded client results in order, in the envelope', async () => {
  const res = await t.api('/api/case-results');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: 'Client results retrieved' });
  expect(res.body.data.length).toBeGreaterThanOrEqual(3);
  const orders = res.body.data.map((row: { order: number }) => row.order);
  expect(orders).toEqual([...orders].sort((a, b) => a - b));
  expect(res.body.data[0]).toEqual({
    id: expect.any(Number),
    clientName: expect.any(String),
    logoUrl: null,
    sector: expect.any(String),
    outcomeFigure: expect.any(String),
    outcome: expect.any(String),
    quote: expect.any(String),
    quoteBy: expect.any(String),
    quoteRole: expect.any(String),
    order: expect.any(Number),
  });
});

it('a created result shows on the home page and the services pages as plain content, and leaves them when deleted', async () => {
  const created = await t.api('/api/admin/case-results', { token, body: RESULT });
  expectCreated(created, '/api/admin/case-results/{id}');
  expect(created.body.data).toMatchObject({ ...RESULT, logoUrl: null });
  const id = created.body.data.id as number;

  const home = await homeHtml();
  expect(home).toContain('Outcomes our clients can measure');
  expect(home).toContain('Claims triaged four times faster');
  expect(home).toContain('Jo Lane');
  // Self-published quotes are not reviews: no Review markup.
  expect(home).not.toMatch(/"@type":\s*"(Review|AggregateRating)"/);
  expect(await (await fetch(`${t.url}/services`)).text()).toContain('Specialist insurer');
  expect(await (await fetch(`${t.url}/service/1`)).text()).toContain('Specialist insurer');

  expect((await t.api(`/api/admin/case-results/${id}`, { token, method: 'DELETE' })).status).toBe(200);
  expect(await homeHtml()).not.toContain('Specialist insurer');

  // Recently deleted names it by its client.
  const deleted = (await t.api('/api/admin/case-results/deleted', { token })).body.data as { id: number; name: string }[];
  expect(deleted.find((item) => item.id === id)?.name).toBe('Specialist insurer');

  // The activity log files both under the section's own name, the one its filter offers.
  const logged = await t.api(`/api/admin/activity?section=case-results`, { token });
  const mine = (logged.body.data as { action: string; itemId: string }[]).filter((entry) => entry.itemId === String(id));
  expect(mine.map((entry) => entry.action)).toEqual(['delete', 'create']);
});

it('with no results the pages show no results band', async () => {
  const all = (await t.api('/api/admin/case-results', { token })).body.data as { id: number }[];
  for (const { id } of all) expect((await t.api(`/api/admin/case-results/${id}`, { token, method: 'DELETE' })).status).toBe(200);
  expect((await t.api('/api/case-results')).body.data).toEqual([]);
  expect(await homeHtml()).not.toContain('Outcomes our clients can measure');
  expect(await (await fetch(`${t.url}/services`)).text()).not.toContain('Outcomes our clients can measure');
});

it('refuses an unknown field or a missing outcome with 400 and stores nothing', async () => {
  const unknown = await t.api('/api/admin/case-results', { token, body: { ...RESULT, rating: 5 } });
  expect(unknown.status).toBe(400);
  const missing = await t.api('/api/admin/case-results', { token, body: { ...RESULT, outcome: ' ' } });
  expect(missing.status).toBe(400);
  expect(missing.body.errors).toContainEqual({ path: 'outcome', message: 'Outcome is required' });
  expect((await t.api('/api/case-results')).body.data.some((row: { clientName: string }) => row.clientName === RESULT.clientName)).toBe(false);
});

it('an API key needs the case-results scope', async () => {
  const key = await t.api('/api/admin/api-keys', { token, body: { name: 'Results reader', scopes: ['case-results:read'] } });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const secret = key.body.data.secret as string;
  expect((await t.api('/api/admin/case-results', { token: secret })).status).toBe(200);
  expect((await t.api('/api/admin/case-results', { token: secret, body: RESULT })).status).toBe(403);
});
