import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const upload = (body: Buffer | string, type: string, auth = token, filename = 'logo.png') =>
  fetch(`${t.url}/api/admin/media?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

it('stores an uploaded image in the database and serves it with long-lived caching', async () => {
  const res = await upload(PNG, 'image/png', token, 'Our Logo (final).png');
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ filename: 'Our-Logo-final-.png', contentType: 'image/png', size: PNG.length });
  const served = await fetch(`${t.url}${res.body.data.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toContain('immutable');
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  const again = await fetch(`${t.url}${res.body.data.url}`, { headers: { 'if-none-match': served.headers.get('etag') ?? '' } });
  expect(again.status).toBe(304);

  const list = (await t.api('/api/admin/media', { token })).body.data;
  expect(list[0].id).toBe(res.body.data.id);
  // An image URL is accepted by every image field.
  const member = await t.api('/api/admin/team', { token, body: { name: 'Pictured', title: 'T', bio: 'B', photoUrl: res.body.data.url } });
  expect(member.body.data.photoUrl).toBe(res.body.data.url);

  // The member shows it, so deleting takes force (tests/api/media-usage.test.ts covers the refusal).
  expect((await t.api(`/api/admin/media/${res.body.data.id}?force=true`, { token, method: 'DELETE' })).status).toBe(200);
  expect((await fetch(`${t.url}${res.body.data.url}`)).status).toBe(404);
});

it('refuses other types, disguised files, empty and oversized uploads, and strangers, with clear messages', async () => {
  expect(await upload('<svg onload="alert(1)"/>', 'image/svg+xml')).toMatchObject({
    status: 415,
    body: { message: 'Images must be PNG, JPEG, WEBP, GIF, AVIF' },
  });
  expect(await upload('hello', 'text/plain')).toMatchObject({ status: 415, body: { success: false } });
  expect(await upload(Buffer.from('not really a png'), 'image/png')).toMatchObject({
    status: 400,
    body: { message: 'The file is not the image type it claims to be' },
  });
  expect(await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'image/png')).toMatchObject({ status: 413, body: { message: 'Images must be at most 5 MB' } });
  expect(await upload(PNG, 'image/png', '')).toMatchObject({ status: 401, body: { success: false } });
  expect((await t.api('/api/admin/media', { token })).body.data).toHaveLength(0);
});
