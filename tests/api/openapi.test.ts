import { expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

// The spec's call table (section 7) plus the additions the platform issue asks for.
const CALL_TABLE: [method: string, path: string, protectedCall: boolean][] = [
  ['get', '/auth/me', true],
  ['post', '/auth/login', false],
  ['post', '/auth/logout', true],
  ['get', '/featured-insights', false],
  ['get', '/core-expertise', false],
  ['get', '/services', false],
  ['get', '/services/{id}', false],
  ['get', '/team', false],
  ['get', '/team/{id}', false],
  ['get', '/blog', false],
  ['get', '/careers', false],
  ['get', '/careers/{id}', false],
  ['post', '/careers/{id}/apply', false],
  ['post', '/contact', false],
  ['get', '/health', false],
];

it('GET /api/openapi.json describes every call, its auth and its error envelope', async () => {
  const res = await t.api('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = res.body;
  expect(doc.openapi).toMatch(/^3\./);
  // Relative, so /api/docs calls whichever host name it was loaded from.
  expect(doc.servers).toEqual([{ url: '/api', description: 'This server' }]);
  expect(doc.components.securitySchemes).toMatchObject({ Authorization: { type: 'http', scheme: 'bearer' } });
  for (const [method, path, protectedCall] of CALL_TABLE) {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(operation.security, `${method.toUpperCase()} ${path} auth`).toEqual(protectedCall ? [{ Authorization: [] }] : []);
    for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
      if (Number(status) >= 400) expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    }
  }
  expect(doc.paths['/core-expertise'].get.responses['200'].content['application/json'].schema.type).toBe('array');
  expect(doc.paths['/contact'].post.requestBody.content['application/json'].schema.required).toEqual(
    expect.arrayContaining(['name', 'email', 'subject', 'message']),
  );
});

it('every documented path answers with the documented method (no 404 from the router)', async () => {
  const doc = (await t.api('/api/openapi.json')).body;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(item)) {
      const url = `/api${path.replace('{id}', '1').replace('{filename}', 'x.png')}`;
      const res = await t.api(url, { method: method.toUpperCase(), body: method === 'get' ? undefined : {} });
      // Any 5xx (a 503 too) means the call crashed or could not be served: the documented call must answer.
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      if (res.status === 404) expect(res.body.message, `${method} ${path}`).not.toBe('Not found');
    }
  }
});

it('an unknown API path answers 404 in the envelope, and /api/docs serves the reference', async () => {
  expect(await t.api('/api/nothing-here')).toMatchObject({ status: 404, body: { success: false, message: 'Not found' } });
  const docs = await fetch(`${t.url}/api/docs/`);
  expect(docs.status).toBe(200);
  expect(await docs.text()).toContain('swagger-ui');
});

it('the media file is also served under /api, where the document (server /api) puts it', async () => {
  const res = await t.api(`/api/media/${'0'.repeat(20)}/${'0'.repeat(16)}/nothing.png`);
  expect(res).toMatchObject({ status: 404, body: { success: false, message: 'Image not found', code: 'NOT_FOUND' } });
});

it('the reference links the Integrating guide, served beside it with a complete example and the versioning policy', async () => {
  const doc = (await t.api('/api/openapi.json')).body;
  expect(doc.info.description).toContain('[Integrating](/api/docs/integrating)');
  const guide = await fetch(`${t.url}/api/docs/integrating`);
  expect(guide.status).toBe(200);
  expect(guide.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const text = await guide.text();
  for (const heading of ['## 1. Create a key', '## 2. Pull new contact messages since a time', '## Webhooks', '## Versioning and deprecation']) {
    expect(text).toContain(heading);
  }
  expect(text).toContain('new Webhook(process.env.SITE_WEBHOOK_SECRET!).verify(');
  expect(text).toMatch(/Deprecation: .*Sunset: /s);
});
