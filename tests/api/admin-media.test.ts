import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { expectCreated } from '../support/expect-answers';

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
  }).then(async (res) => ({ status: res.status, headers: res.headers, body: await res.json() }));

it('stores an uploaded image in the database and serves it with long-lived caching', async () => {
  const res = await upload(PNG, 'image/png', token, 'Our Logo (final).png');
  expectCreated(res, '/api/admin/media/{id}');
  expect(res.body.data).toMatchObject({ filename: 'Our-Logo-final-.png', contentType: 'image/png', width: 1, height: 1, alt: '' });
  const served = await fetch(`${t.url}${res.body.data.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toContain('immutable');
  // The stored file is the re-encoded image (tests/api/media-safety.test.ts), of the size the answer gives.
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.length).toBe(res.body.data.size);
  expect(bytes.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
  const again = await fetch(`${t.url}${res.body.data.url}`, { headers: { 'if-none-match': served.headers.get('etag') ?? '' } });
  expect(again.status).toBe(304);

  const list = (await t.api('/api/admin/media', { token })).body.data;
  expect(list[0].id).toBe(res.body.data.id);
  // An image URL is accepted by every image field, once described (decision 050).
  await t.api(`/api/admin/media/${res.body.data.id}`, { token, method: 'PATCH', body: { decorative: true } });
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

const uploadForm = (file: Blob, name: string) => {
  const form = new FormData();
  form.append('file', file, name);
  return fetch(`${t.url}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    body: await res.json(),
  }));
};

it('takes the image as a multipart/form-data file part, as the document types it, with the same checks', async () => {
  const res = await uploadForm(new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'Form logo.png');
  expectCreated(res, '/api/admin/media/{id}');
  expect(res.body.data).toMatchObject({ filename: 'Form-logo.png', contentType: 'image/png', width: 1, height: 1 });
  expect((await (await fetch(`${t.url}${res.body.data.url}`)).arrayBuffer()).byteLength).toBe(res.body.data.size);

  expect(await uploadForm(new Blob(['not really a png'], { type: 'image/png' }), 'fake.png')).toMatchObject({
    status: 400,
    body: { message: 'The file is not the image type it claims to be' },
  });
  expect(await uploadForm(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'x.svg')).toMatchObject({ status: 415 });
  expect(await uploadForm(new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }), 'huge.png')).toMatchObject({
    status: 413,
    body: { message: 'Images must be at most 5 MB' },
  });
  expect((await t.api(`/api/admin/media/${res.body.data.id}`, { token, method: 'DELETE' })).status).toBe(200);
});
