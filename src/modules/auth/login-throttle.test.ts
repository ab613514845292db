import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectValidationFailure } from '../../../tests/support/expect-answers';
import { TEST_ADMIN } from '../../../tests/support/test-admin';
import { startTestApp, useTestApp, type ApiResponse } from '../../../tests/support/test-app';
import { MAX_ATTEMPTS_PER_USERNAME } from './login-throttle';
import { SignInAttemptEntity } from './sign-in-attempt.entity';
import { createUser } from './users.service';

// X-Forwarded-For names the client, so one test can sign in from several addresses.
const t = useTestApp({ TRUST_PROXY: 'true' });
const COLLEAGUE = { username: 'colleague', password: 'colleague password' };

const signIn = (body: object, from: string, headers: Record<string, string> = {}) =>
  t.api('/api/auth/login', { body, headers: { 'x-forwarded-for': from, ...headers } });
const statuses = (answers: ApiResponse[]) => answers.map((answer) => answer.status).sort();
const deviceCookieOf = (answer: ApiResponse) => answer.headers.get('set-cookie')?.split(';')[0];

beforeAll(async () => {
  await createUser(t.orm.em.fork(), COLLEAGUE.username, COLLEAGUE.password);
});

beforeEach(async () => {
  await t.orm.em.fork().nativeDelete(SignInAttemptEntity, {});
});

describe('the sign-in throttle holds under concurrency', () => {
  it('50 concurrent wrong passwords for one user from one address: 5 are checked, 45 answer 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn({ username: TEST_ADMIN.username, password: 'wrong password' }, '198.51.100.1')));
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(45).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits at that address.
    expect((await signIn(TEST_ADMIN, '198.51.100.1')).status).toBe(429);
  });

  it('12 concurrent tries of unknown usernames from one address: 10 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn({ username: `nobody-${i}`, password: 'wrong password' }, '198.51.100.2')));
    expect(statuses(answers)).toEqual([...Array(10).fill(401), ...Array(2).fill(429)]);
  });
});

describe('a stranger cannot lock a colleague out', () => {
  it('five wrong passwords from one address hold that username at that address only', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn({ username: TEST_ADMIN.username, password: 'wrong password' }, '203.0.113.7')).status).toBe(401);
    expect((await signIn(TEST_ADMIN, '203.0.113.7')).status).toBe(429);
    expect((await signIn(TEST_ADMIN, '203.0.113.8')).status).toBe(200);
    expect((await signIn(COLLEAGUE, '203.0.113.7')).status).toBe(200);
  });

  it('failures from many addresses hold the username, except in a browser that signed in to it before', async () => {
    const trusted = await signIn(TEST_ADMIN, '192.0.2.1');
    const cookie = deviceCookieOf(trusted)!;
    expect(cookie).toMatch(/^trusted_device=.+/);
    expect(trusted.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    expect(trusted.headers.get('set-cookie')).not.toMatch(/Secure/);
    for (let i = 0; i < MAX_ATTEMPTS_PER_USERNAME; i++) {
      expect((await signIn({ username: TEST_ADMIN.username, password: 'wrong password' }, `192.0.2.${100 + i}`)).status).toBe(401);
    }
    expect((await signIn(TEST_ADMIN, '192.0.2.50')).status).toBe(429);
    const fromTrustedBrowser = await signIn(TEST_ADMIN, '192.0.2.50', { cookie });
    expect(fromTrustedBrowser.status).toBe(200);
    // A known browser keeps its cookie rather than collecting new ones.
    expect(fromTrustedBrowser.headers.get('set-cookie')).toBeNull();
    // The cookie vouches for its own account only.
    expect((await signIn({ username: COLLEAGUE.username, password: 'wrong password' }, '192.0.2.50', { cookie })).status).toBe(401);
  });
});

describe('usernames no account can have', () => {
  it('51 × İ answers 400, and those tries count toward the throttle', async () => {
    const odd = { username: 'İ'.repeat(51), password: 'wrong password' };
    for (let i = 0; i < 5; i++)
      expectValidationFailure(await signIn(odd, '198.51.100.9'), [{ path: 'username', message: 'Username must be at most 100 characters.' }]);
    expect((await signIn(odd, '198.51.100.9')).status).toBe(429);
  });

  it('a username of 1000 characters or with control characters answers 400, never 500', async () => {
    expectValidationFailure(await signIn({ username: 'a'.repeat(1000), password: 'wrong password' }, '198.51.100.10'), [
      { path: 'username', message: 'Username must be at most 100 characters.' },
    ]);
    expectValidationFailure(await signIn({ username: 'ad\u200bmin', password: 'wrong password' }, '198.51.100.10'), [
      { path: 'username', message: 'Username may not contain control characters.' },
    ]);
  });
});

describe('changing a password is throttled like a sign-in', () => {
  it('after 5 wrong current passwords even the right one waits', async () => {
    const token = (await signIn(COLLEAGUE, '198.51.100.20')).body.data.token as string;
    const me = (await t.api('/api/auth/me', { token })).body.data.id as number;
    const change = (currentPassword: string) =>
      t.api(`/api/admin/users/${me}`, { method: 'PUT', token, body: { currentPassword, newPassword: 'a brand new password' } });
    const wrong = await Promise.all(Array.from({ length: 20 }, () => change('not the password')));
    expect(statuses(wrong)).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
    expect((await change(COLLEAGUE.password)).status).toBe(429);
  });
});

describe('with BASE_URL on https', () => {
  it('the trusted-device cookie is Secure', async () => {
    const app = await startTestApp({ BASE_URL: 'https://consultancy.example' });
    try {
      const answer = await app.api('/api/auth/login', { body: TEST_ADMIN });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await app.close();
    }
  });
});
