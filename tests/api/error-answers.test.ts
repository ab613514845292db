import { describe, expect, inject, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/envelope';
import { adminQuery } from '../support/database-server';
import { startTestApp, useTestApp, type ApiResponse } from '../support/test-app';

const t = useTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The one error shape, with its machine code, on an answer that names its request. */
function expectErrorAnswer(res: ApiResponse, status: number, code: (typeof ERROR_CODES)[number], message?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, code, message: message ?? expect.any(String) });
  expect(Object.keys(res.body).sort()).toEqual(res.body.errors ? ['code', 'errors', 'message', 'success'] : ['code', 'message', 'success']);
  expect(res.headers.get('x-request-id')).toMatch(UUID);
}

describe('every error path answers the one shape with a stable code and an x-request-id', () => {
  it('REST adapter: unknown route, wrong method, validation, unknown id, no token', async () => {
    expectErrorAnswer(await t.api('/api/nothing-here'), 404, 'NOT_FOUND', 'Not found');
    const wrongMethod = await t.api('/api/services', { method: 'DELETE' });
    expectErrorAnswer(wrongMethod, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expectErrorAnswer(await t.api('/api/contact', { body: {} }), 400, 'VALIDATION_FAILED', 'Name must be at least 2 characters');
    expectErrorAnswer(await t.api('/api/services/999999'), 404, 'NOT_FOUND', 'Service not found');
    expectErrorAnswer(await t.api('/api/admin/services'), 401, 'UNAUTHORIZED', 'Authentication required');
  });

  it("Fastify's own refusals: malformed JSON, a body too large, a body that is not JSON", async () => {
    expectErrorAnswer(await t.api('/api/contact', { body: '{"name": ' }), 400, 'VALIDATION_FAILED', 'Malformed JSON in request body');
    expectErrorAnswer(await t.api('/api/contact', { body: { message: 'x'.repeat(200_000) } }), 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    expectErrorAnswer(await t.api('/api/contact', { body: 'name=x', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectErrorAnswer(
      await t.api('/api/contact', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('media and image routes', async () => {
    expectErrorAnswer(await t.api('/api/admin/media', { body: 'x', headers: { 'content-type': 'image/png' } }), 401, 'UNAUTHORIZED');
    expectErrorAnswer(await t.api('/media/0123456789abcdef0123/0123456789abcdef/missing.png'), 404, 'NOT_FOUND', 'Image not found');
    expectErrorAnswer(await t.api('/img/123/images/team/photo.jpg'), 400, 'VALIDATION_FAILED');
  });

  it('tRPC errors carry the same code and field errors in error.data', async () => {
    const unauthorised = await fetch(`${t.url}/api/trpc/admin.services.list`);
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('x-request-id')).toMatch(UUID);
    expect(((await unauthorised.json()) as any).error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    const invalid = await fetch(`${t.url}/api/trpc/newsletter.subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"nope"}',
    });
    expect(((await invalid.json()) as any).error).toMatchObject({
      message: 'Please enter a valid email address',
      data: { code: 'VALIDATION_FAILED', errors: [{ path: 'email', message: 'Please enter a valid email address' }] },
    });
  });

  it('429 from the public write limit and 503 from a database fault', async () => {
    const limited = await startTestApp({ PUBLIC_WRITE_LIMIT: '1' });
    try {
      const body = { email: 'limit@example.com' };
      expect((await limited.api('/api/newsletter', { body })).status).toBe(200);
      expectErrorAnswer(
        await limited.api('/api/newsletter', { body }),
        429,
        'RATE_LIMITED',
        'Too many submissions from your address. Please try again in 10 minutes.',
      );
      await adminQuery(inject('databaseServerUrl'), `drop database ${limited.database} with (force)`);
      expectErrorAnswer(await limited.api('/api/health'), 503, 'UNAVAILABLE', 'Database unavailable');
    } finally {
      await limited.close();
    }
  });
});

describe('x-request-id', () => {
  it('keeps a sane incoming id, replaces anything else, and names cached answers by their own request', async () => {
    expect((await t.api('/api/services', { headers: { 'x-request-id': 'lb-7f3a.42:1' } })).headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    for (const insane of ['has spaces', 'x'.repeat(200), '<script>']) {
      expect((await t.api('/api/services', { headers: { 'x-request-id': insane } })).headers.get('x-request-id')).toMatch(UUID);
    }
    const first = await t.api('/api/services');
    const second = await t.api('/api/services');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect((await t.api('/robots.txt')).headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('a discarded honeypot submission answers exactly like an accepted one', () => {
  const VARYING = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'ratelimit', 'content-length', 'location']);
  const stableHeaders = (res: ApiResponse) => [...res.headers].filter(([name]) => !VARYING.has(name));
  const count = async (table: string) => (await t.orm.em.getConnection().execute(`select count(*)::int as n from ${table}`))[0]?.n as number;

  async function compare(path: string, table: string, body: Record<string, unknown>, distinct: Record<string, unknown> = {}) {
    const accepted = await t.api(path, { body });
    const storedAfterAccepted = await count(table);
    const discarded = await t.api(path, { body: { ...body, ...distinct, website: 'http://spam.example' } });
    expect(await count(table)).toBe(storedAfterAccepted);
    expect(discarded.status).toBe(accepted.status);
    expect(stableHeaders(discarded)).toEqual(stableHeaders(accepted));
    // A create's Location names its own id, as the body does.
    const location = accepted.headers.get('location');
    expect(discarded.headers.get('location')).toBe(location && location.replace(/\d+$/, String(discarded.body.data.id)));
    return { accepted: accepted.body, discarded: discarded.body };
  }

  it('contact: same status, headers and body, with an id a stored message could have had', async () => {
    const { accepted, discarded } = await compare('/api/contact', 'contact_messages', {
      name: 'Jane Smith',
      email: 'jane@example.com',
      subject: 'Hello',
      message: 'A message long enough.',
    });
    expect(discarded).toEqual({ ...accepted, data: { id: accepted.data.id + 1 } });
  });

  it('job application: the same, for an open position', async () => {
    const [position] = (await t.api('/api/careers')).body.data;
    const { accepted, discarded } = await compare(`/api/careers/${position.id}/apply`, 'job_applications', { name: 'Jane Smith', email: 'jane@example.com' });
    expect(discarded).toEqual({ ...accepted, data: { id: accepted.data.id + 1 } });
  });

  it('newsletter: the same body', async () => {
    const { accepted, discarded } = await compare('/api/newsletter', 'newsletter_subscribers', { email: 'reader@example.com' }, { email: 'bot@example.com' });
    expect(discarded).toEqual(accepted);
  });
});
