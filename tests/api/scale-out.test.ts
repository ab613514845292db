import net from 'node:net';
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { startSecondInstance, startTestApp } from '../support/test-app';

it('two instances on one database: sign in on one, edit on the other, and both serve the change', async () => {
  const first = await startTestApp();
  const second = await startSecondInstance(first);
  const secondUrl = second.url;
  try {
    const token = await first.login();
    const created = await fetch(`${secondUrl}/api/admin/services`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Made on instance two', description: 'Shared state.' }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    expect((await first.api(`/api/services/${id}`)).body.title).toBe('Made on instance two');

    // Logging out on instance two ends the session on instance one at once.
    expect((await fetch(`${secondUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await first.api('/api/auth/me', { token })).status).toBe(401);
  } finally {
    await second.close();
    await first.close();
  }
});

// CI sets TEST_REDIS_URL whenever a Redis answers, and then the test must run; elsewhere it tries the usual local one.
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const redisUrl = process.env.TEST_REDIS_URL || ((await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : undefined);
if (!redisUrl) console.warn(`[scale-out] shared write limit not tested: no TEST_REDIS_URL and no Redis at ${LOCAL_REDIS}`);

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

it.skipIf(!redisUrl)('with REDIS_URL, instances share the public write limit', async () => {
  const REDIS_URL = redisUrl as string;
  const redis = new Redis(REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // An unreachable TEST_REDIS_URL fails here, not as a limit that silently never applies.
  expect(await redis.ping()).toBe('PONG');
  for (const key of await redis.keys('consultancy-rate-limit:*')) await redis.del(key);
  const env = { REDIS_URL, PUBLIC_WRITE_LIMIT: '3' };
  const first = await startTestApp(env);
  const second = await startSecondInstance(first, env);
  const secondUrl = second.url;
  const body = { name: 'Shared Limit', email: 's@example.com', subject: 'Hello', message: 'Long enough message.' };
  try {
    const statuses: number[] = [];
    for (const base of [first.url, secondUrl, first.url, secondUrl]) {
      const res = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  } finally {
    for (const key of await redis.keys('consultancy-rate-limit:*')) await redis.del(key);
    redis.disconnect();
    await second.close();
    await first.close();
  }
});
