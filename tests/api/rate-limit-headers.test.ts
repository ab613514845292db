import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ PUBLIC_WRITE_LIMIT: '2', API_KEY_RATE_LIMIT: '3', API_KEY_RATE_WINDOW: '60' });
let staff = '';
beforeAll(async () => {
  staff = await t.login();
});

const newKey = async () =>
  (await t.api('/api/admin/api-keys', { token: staff, body: { name: `Limited ${Math.random()}`, scopes: ['contacts:read'] } })).body.data.secret as string;

/** `"policy";r=2;t=58` → { r: 2, t: 58 } */
const remaining = (header: string | null) => {
  const match = /;r=(\d+);t=(\d+)$/.exec(header ?? '');
  return match ? { r: Number(match[1]), t: Number(match[2]) } : null;
};

describe('RateLimit headers (IETF draft)', () => {
  it('tell an anonymous form what is left of its per-address quota, and 429 says when to retry', async () => {
    const signUp = (n: number) => t.api('/api/newsletter', { body: { email: `limited${n}@example.com` } });
    const first = await signUp(1);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"newsletter.subscribe";q=2;w=600');
    expect(remaining(first.headers.get('ratelimit'))?.r).toBe(1);
    expect(remaining((await signUp(2)).headers.get('ratelimit'))?.r).toBe(0);
    const refused = await signUp(3);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(remaining(refused.headers.get('ratelimit'))?.r).toBe(0);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBe(remaining(refused.headers.get('ratelimit'))?.t);
  });

  it('count each API key on its own, and refuse a key over its quota with 429 and Retry-After', async () => {
    const [one, other] = [await newKey(), await newKey()];
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await t.api('/api/admin/contacts', { token: one }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"api-key";q=3;w=60');
    expect(answers.map((a) => remaining(a.headers.get('ratelimit'))?.r)).toEqual([2, 1, 0]);

    const refused = await t.api('/api/admin/contacts', { token: one });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringContaining('this API key') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const fresh = await t.api('/api/admin/contacts', { token: other });
    expect(fresh.status).toBe(200);
    expect(remaining(fresh.headers.get('ratelimit'))?.r).toBe(2);
  });

  it('leave staff sessions out of the API key quota', async () => {
    const answer = await t.api('/api/admin/contacts', { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-policy')).toBeNull();
  });

  it('are documented per operation', async () => {
    const doc = (await t.api('/api/openapi.json')).body;
    const contact = doc.paths['/contact'].post.responses;
    expect(contact['201'].headers).toHaveProperty('RateLimit');
    expect(contact['429'].headers).toHaveProperty('Retry-After');
    const list = doc.paths['/admin/contacts'].get.responses;
    expect(list['429'].description).toMatch(/API key/);
    expect(list['200'].headers).toHaveProperty('RateLimit-Policy');
  });
});
