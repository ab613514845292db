import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-admin';
import { useTestApp } from '../support/test-app';
import { expectCreated } from '../support/expect-answers';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

describe('settings', () => {
  it('changes take effect on the public settings and pages at once; other fields keep their values', async () => {
    const before = (await t.api('/api/settings')).body.data;
    const res = await t.api('/api/admin/settings', {
      token,
      method: 'PUT',
      body: { homepage: { headline: 'Change, delivered' }, company: { phone: '+44 20 0000 0000' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await t.api('/api/settings')).body.data;
    expect(after.homepage).toEqual({ ...before.homepage, headline: 'Change, delivered' });
    expect(after.company.phone).toBe('+44 20 0000 0000');
    expect(after.company.name).toBe(before.company.name);
    const page = await fetch(`${t.url}/`);
    const html = await page.text();
    expect(html).toContain('Change, delivered');
    expect(html).toContain('+44 20 0000 0000');
  });

  it('refuses invalid values with field messages and stores nothing', async () => {
    const before = (await t.api('/api/settings')).body.data;
    const res = await t.api('/api/admin/settings', {
      token,
      method: 'PUT',
      body: { company: { email: 'nope', name: '' }, legal: { termsLastUpdated: '1 May' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'company.email', message: 'Please enter a valid email address' },
        { path: 'company.name', message: 'Company name is required' },
        { path: 'legal.termsLastUpdated', message: 'Dates must be written YYYY-MM-DD' },
      ]),
    );
    expect((await t.api('/api/settings')).body.data).toEqual(before);
  });
});

describe('administrator accounts', () => {
  it('adds an admin who can sign in, refuses a taken name, and removal ends their sessions at once', async () => {
    const created = await t.api('/api/admin/users', { token, body: { username: 'second.admin', password: 'a long password' } });
    expectCreated(created, '/api/admin/users/{id}');
    expect(created.body).toMatchObject({ success: true, data: { username: 'second.admin' } });
    expect(created.body.data).not.toHaveProperty('passwordHash');
    const taken = await t.api('/api/admin/users', { token, body: { username: 'second.admin', password: 'another password' } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'That username is already taken' } });
    const short = await t.api('/api/admin/users', { token, body: { username: 'x', password: 'short' } });
    expect(short.body.errors).toEqual([
      { path: 'username', message: 'Username must be at least 2 characters.' },
      { path: 'password', message: 'Password must be at least 8 characters.' },
    ]);

    const theirToken = (await t.api('/api/auth/login', { body: { username: 'second.admin', password: 'a long password' } })).body.data.token;
    expect((await t.api('/api/auth/me', { token: theirToken })).status).toBe(200);
    expect((await t.api(`/api/admin/users/${created.body.data.id}`, { token, method: 'DELETE' })).status).toBe(200);
    expect((await t.api('/api/auth/me', { token: theirToken })).status).toBe(401);
  });

  it('never removes yourself or the last administrator', async () => {
    const me = (await t.api('/api/auth/me', { token })).body.data;
    const self = await t.api(`/api/admin/users/${me.id}`, { token, method: 'DELETE' });
    expect(self).toMatchObject({ status: 409, body: { message: 'You cannot remove your own account' } });
    const users = (await t.api('/api/admin/users', { token })).body.data;
    expect(users.map((u: { username: string }) => u.username)).toContain(TEST_ADMIN.username);
  });

  it('changes your own password with the current one, ending your other sessions but not this one', async () => {
    const user = (await t.api('/api/admin/users', { token, body: { username: 'changer', password: 'first password' } })).body.data;
    const session = (await t.api('/api/auth/login', { body: { username: 'changer', password: 'first password' } })).body.data.token;
    const other = (await t.api('/api/auth/login', { body: { username: 'changer', password: 'first password' } })).body.data.token;

    const wrong = await t.api(`/api/admin/users/${user.id}`, {
      token: session,
      method: 'PUT',
      body: { currentPassword: 'nope', newPassword: 'second password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'The current password is not correct' } });
    const notMine = await t.api(`/api/admin/users/${user.id}`, { token, method: 'PUT', body: { currentPassword: 'x', newPassword: 'second password' } });
    expect(notMine.status).toBe(403);

    const ok = await t.api(`/api/admin/users/${user.id}`, {
      token: session,
      method: 'PUT',
      body: { currentPassword: 'first password', newPassword: 'second password' },
    });
    expect(ok.status).toBe(200);
    expect((await t.api('/api/auth/me', { token: session })).status).toBe(200);
    expect((await t.api('/api/auth/me', { token: other })).status).toBe(401);
    expect((await t.api('/api/auth/login', { body: { username: 'changer', password: 'first password' } })).status).toBe(401);
    expect((await t.api('/api/auth/login', { body: { username: 'changer', password: 'second password' } })).status).toBe(200);
  });
});
