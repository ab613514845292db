import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/support/test-admin';
import { startTestApp, useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();

const signInWith = async (userAgent: string) =>
  (await t.api('/api/auth/login', { body: TEST_ADMIN, headers: { 'user-agent': userAgent } })).body.data.token as string;

describe('the account session list', () => {
  it('lists the sessions with address and browser, the calling one marked; "sign out other sessions" keeps only it', async () => {
    const laptop = await signInWith('Laptop browser');
    const phone = await signInWith('Phone browser');
    const listed = await t.api('/api/auth/sessions', { token: laptop });
    expect(listed.status).toBe(200);
    const sessions = listed.body.data as { userAgent: string; current: boolean; ip: string; createdAt: string; lastSeenAt: string }[];
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ userAgent: 'Laptop browser', ip: '127.0.0.1' })]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ userAgent: 'Phone browser', current: false, createdAt: expect.any(String), lastSeenAt: expect.any(String) }),
    );

    const signedOut = await t.api('/api/auth/sessions/sign-out-others', { method: 'POST', token: laptop });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.data.signedOut).toBeGreaterThanOrEqual(1);
    expect((await t.api('/api/auth/me', { token: phone })).status).toBe(401);
    expect((await t.api('/api/auth/sessions', { token: laptop })).body.data).toEqual([expect.objectContaining({ userAgent: 'Laptop browser', current: true })]);
  });

  it('a stranger gets 401 from both', async () => {
    expect((await t.api('/api/auth/sessions')).status).toBe(401);
    expect((await t.api('/api/auth/sessions/sign-out-others', { method: 'POST' })).status).toBe(401);
  });
});

describe('transport security headers', () => {
  it('no HSTS on http by default', async () => {
    expect((await t.api('/api/services')).headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS=false turns it off on https; HSTS=true turns it on over http', async () => {
    for (const [env, expected] of [
      [{ BASE_URL: 'https://consultancy.example', HSTS: 'false' }, null],
      [{ HSTS: 'true' }, 'max-age=31536000; includeSubDomains'],
    ] as const) {
      const app = await startTestApp(env);
      try {
        expect((await app.api('/api/services')).headers.get('strict-transport-security')).toBe(expected);
      } finally {
        await app.close();
      }
    }
  });

  it('HSTS when BASE_URL is https', async () => {
    const app = await startTestApp({ BASE_URL: 'https://consultancy.example' });
    try {
      expect((await app.api('/api/services')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});
