import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectCreated } from '../../../tests/support/expect-answers';
import { ApiKeyEntity } from './api-key.entity';

const t = useTestApp();
let staff = '';
beforeAll(async () => {
  staff = await t.login();
});

const createKey = async (body: Record<string, unknown>) => {
  const res = await t.api('/api/admin/api-keys', { token: staff, body });
  expectCreated(res, '/api/admin/api-keys/{id}');
  return res.body.data as { id: number; secret: string; prefix: string };
};

const trpcQuery = async (name: string, token: string) => {
  const res = await fetch(`${t.url}/api/trpc/${name}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { error?: { message: string; data: { code: string } } } };
};

describe('API keys', () => {
  it('are created by staff with a dgk_ secret shown once, stored hashed', async () => {
    const key = await createKey({ name: 'CRM sync', scopes: ['contacts:read'] });
    expect(key.secret).toMatch(/^dgk_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const listed = (await t.api('/api/admin/api-keys', { token: staff })).body.data.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ name: 'CRM sync', scopes: ['contacts:read'], expiresAt: null, createdBy: 'admin', lastUsedAt: null });
    expect(listed).not.toHaveProperty('secret');
    const row = await t.orm.em.fork().findOneOrFail(ApiKeyEntity, { id: key.id });
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.secret);
  });

  it('reach the calls their scopes allow, over REST, tRPC and the CSV export, and record their last use', async () => {
    const key = await createKey({ name: 'Inbox reader', scopes: ['contacts:read', 'careers:write'] });
    expect((await t.api('/api/admin/contacts', { token: key.secret })).status).toBe(200);
    expect((await trpcQuery('admin.contacts.unreadCount', key.secret)).status).toBe(200);
    const csv = await fetch(`${t.url}/api/admin/contacts/export.csv`, { headers: { authorization: `Bearer ${key.secret}` } });
    expect(csv.status).toBe(200);
    const created = await t.api('/api/admin/careers', { token: key.secret, body: { title: 'Integration engineer', description: 'Posted by a key.' } });
    expect(created.status).toBe(201);

    const listed = (await t.api('/api/admin/api-keys', { token: staff })).body.data.find((k: { id: number }) => k.id === key.id);
    expect(listed.lastUsedFrom).toBe('127.0.0.1');
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('are refused with 403 naming the scope they lack', async () => {
    const key = await createKey({ name: 'Reader', scopes: ['contacts:read'] });
    const write = await t.api('/api/admin/contacts/1', { token: key.secret, method: 'DELETE' });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'This API key lacks the scope contacts:write' });
    const other = await t.api('/api/admin/careers', { token: key.secret });
    expect(other.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'This API key lacks the scope careers:read' });
    const trpc = await trpcQuery('admin.blog.list', key.secret);
    expect(trpc.status).toBe(403);
    expect(trpc.body.error?.message).toBe('This API key lacks the scope blog:read');
    const csv = await fetch(`${t.url}/api/admin/newsletter/export.csv`, { headers: { authorization: `Bearer ${key.secret}` } });
    expect(csv.status).toBe(403);
    const upload = await fetch(`${t.url}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'image/png' },
      body: 'x',
    });
    expect(upload.status).toBe(403);
  });

  it('cannot manage keys or accounts, whatever their scopes', async () => {
    const key = await createKey({ name: 'Everything', scopes: ['settings:write', 'settings:read', 'mail:write'] });
    const mint = await t.api('/api/admin/api-keys', { token: key.secret, body: { name: 'Minted', scopes: ['contacts:read'] } });
    expect(mint.status).toBe(403);
    expect(mint.body.code).toBe('FORBIDDEN');
    expect(mint.body.message).toMatch(/API keys cannot manage accounts, API keys or webhooks/);
    expect((await t.api('/api/admin/api-keys', { token: key.secret })).status).toBe(403);
    expect((await t.api(`/api/admin/api-keys/${key.id}`, { token: key.secret, method: 'DELETE' })).status).toBe(403);
    expect((await t.api('/api/admin/users', { token: key.secret })).status).toBe(403);
    expect((await t.api('/api/auth/me', { token: key.secret })).status).toBe(403);
  });

  it('stop working at once when revoked', async () => {
    const key = await createKey({ name: 'Short-lived', scopes: ['contacts:read'] });
    expect((await t.api('/api/admin/contacts', { token: key.secret })).status).toBe(200);
    expect((await t.api(`/api/admin/api-keys/${key.id}`, { token: staff, method: 'DELETE' })).status).toBe(200);
    const refused = await t.api('/api/admin/contacts', { token: key.secret });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(refused.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Authentication required' });
  });

  it('lose what their scopes no longer allow when staff narrow them, keeping the secret', async () => {
    const key = await createKey({ name: 'Narrowed', scopes: ['contacts:read', 'blog:read'], expiresOn: '2999-12-31' });
    const updated = await t.api(`/api/admin/api-keys/${key.id}`, { token: staff, method: 'PUT', body: { scopes: ['blog:read'], name: 'Blog reader' } });
    expect(updated.body.data).toMatchObject({ name: 'Blog reader', scopes: ['blog:read'], expiresOn: '2999-12-31', expiresAt: '3000-01-01T00:00:00.000Z' });
    expect((await t.api('/api/admin/contacts', { token: key.secret })).status).toBe(403);
    expect((await t.api('/api/admin/blog', { token: key.secret })).status).toBe(200);
  });

  it('stop working once expired', async () => {
    const key = await createKey({ name: 'Expiring', scopes: ['contacts:read'], expiresOn: '2999-12-31' });
    expect((await t.api('/api/admin/contacts', { token: key.secret })).status).toBe(200);
    await t.orm.em.fork().nativeUpdate(ApiKeyEntity, { id: key.id }, { expiresAt: new Date(Date.now() - 1000) });
    const refused = await t.api('/api/admin/contacts', { token: key.secret });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'This API key has expired' });
  });

  it('need a name, known scopes and a future expiry', async () => {
    const noScopes = await t.api('/api/admin/api-keys', { token: staff, body: { name: 'x', scopes: [] } });
    expect(noScopes.status).toBe(400);
    expect(noScopes.body.errors).toEqual([{ path: 'scopes', message: 'Choose at least one scope' }]);
    const unknown = await t.api('/api/admin/api-keys', { token: staff, body: { name: 'x', scopes: ['users:write'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('scopes.0');
    const past = await t.api('/api/admin/api-keys', { token: staff, body: { name: 'x', scopes: ['blog:read'], expiresOn: '2000-01-01' } });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The expiry date must be in the future');
  });
});
