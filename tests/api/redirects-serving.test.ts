import { expect, it, vi } from 'vitest';
import { QueryRecorder } from '../support/query-recorder';
import { startSecondInstance, startTestApp } from '../support/test-app';

it('another instance on the same database learns of a new redirect through the change feed', async () => {
  const first = await startTestApp();
  const second = await startSecondInstance(first);
  const secondUrl = second.url;
  try {
    expect((await fetch(`${secondUrl}/elsewhere-soon`, { redirect: 'manual' })).status).toBe(404);
    const token = await first.login();
    expect((await first.api('/api/admin/redirects', { token, body: { fromPath: '/elsewhere-soon', toPath: '/contact' } })).status).toBe(201);
    await vi.waitFor(async () => expect((await fetch(`${secondUrl}/elsewhere-soon`, { redirect: 'manual' })).status).toBe(301), { timeout: 10_000 });
  } finally {
    await second.close();
    await first.close();
  }
});

it('a visitor following a redirect costs no database query: the table is answered from memory', async () => {
  const recorder = new QueryRecorder();
  const app = await startTestApp({}, recorder.ormOptions);
  try {
    const token = await app.login();
    expect((await app.api('/api/admin/redirects', { token, body: { fromPath: '/from-memory', toPath: '/about' } })).status).toBe(201);
    const queries = await recorder.during(async () => {
      for (let i = 0; i < 5; i += 1) expect((await fetch(`${app.url}/from-memory`, { redirect: 'manual' })).status).toBe(301);
    });
    // Only the batched hit count may run meanwhile, once for all five visits.
    expect(queries.filter((query) => !query.startsWith('update redirects r set hit_count'))).toEqual([]);
  } finally {
    await app.close();
  }
});
