import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/support/test-admin';
import { expectSuccess, expectValidationFailure } from '../../../tests/support/expect-answers';
import { useTestApp } from '../../../tests/support/test-app';
import { hashToken } from './session.service';
import { SessionEntity } from './session.entity';

const t = useTestApp();

describe('POST /api/auth/login', () => {
  it('answers data.token and a message for the right credentials', async () => {
    const res = await t.api('/api/auth/login', { body: TEST_ADMIN });
    expectSuccess(res, { token: expect.any(String), user: { id: expect.any(Number), username: TEST_ADMIN.username } }, 'Login successful');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const em = t.orm.em.fork();
    expect(await em.findOne(SessionEntity, { tokenHash: token })).toBeNull();
    expect(await em.findOne(SessionEntity, { tokenHash: hashToken(token) })).not.toBeNull();
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrongPassword = await t.api('/api/auth/login', { body: { username: TEST_ADMIN.username, password: 'wrong password' } });
    const unknownUser = await t.api('/api/auth/login', { body: { username: 'nobody', password: 'wrong password' } });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid username or password', code: 'UNAUTHORIZED' });
    }
  });

  it('answers 400 with the spec messages for short credentials', async () => {
    const res = await t.api('/api/auth/login', { body: { username: 'a', password: '123' } });
    expectValidationFailure(res, [
      { path: 'username', message: 'Username must be at least 2 characters.' },
      { path: 'password', message: 'Password must be at least 4 characters.' },
    ]);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers the signed-in user for a valid token', async () => {
    const token = await t.login();
    const res = await t.api('/api/auth/me', { token });
    expectSuccess(res, { id: expect.any(Number), username: TEST_ADMIN.username });
  });

  it('answers 401 without a token, with a malformed header or with an unknown token', async () => {
    const cases = [{}, { headers: { authorization: 'Basic abc' } }, { token: 'not-a-real-token' }];
    for (const init of cases) {
      const res = await t.api('/api/auth/me', init);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Authentication required', code: 'UNAUTHORIZED' });
    }
  });

  it('logout revokes the token, and other sessions keep working', async () => {
    const token = await t.login();
    const other = await t.login();
    const res = await t.api('/api/auth/logout', { method: 'POST', token });
    expectSuccess(res, null, 'Logged out');
    expect((await t.api('/api/auth/me', { token })).status).toBe(401);
    expect((await t.api('/api/auth/logout', { method: 'POST', token })).status).toBe(401);
    expect((await t.api('/api/auth/me', { token: other })).status).toBe(200);
  });

  it('an expired session is refused', async () => {
    const token = await t.login();
    const em = t.orm.em.fork();
    await em.nativeUpdate(SessionEntity, { tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.api('/api/auth/me', { token })).status).toBe(401);
  });
});
