import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const STAFF_ORIGIN = 'https://crm.example.com';
const OTHER_ORIGIN = 'https://elsewhere.example';
const t = useTestApp({ CORS_ORIGINS: STAFF_ORIGIN });

const send = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => fetch(`${t.url}${path}`, init);
const preflight = (path: string, origin: string, method: string, headers?: string) =>
  send(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, ...(headers ? { 'access-control-request-headers': headers } : {}) },
  });

describe('CORS', () => {
  it('public reads answer any origin, without credentials, from the cache too', async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await send('/api/services', { headers: { origin: OTHER_ORIGIN } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    }
    const allowed = await preflight('/api/blog', OTHER_ORIGIN, 'GET', 'if-none-match');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('*');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(allowed.headers.get('access-control-max-age')).toBe('600');
  });

  it('public writes, pages and feeds are not opened to other origins', async () => {
    const write = await preflight('/api/contact', OTHER_ORIGIN, 'POST', 'content-type');
    expect(write.status).toBe(204);
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
    expect(write.headers.get('access-control-allow-methods')).toBeNull();
    for (const path of ['/', '/sitemap.xml']) {
      expect((await send(path, { headers: { origin: OTHER_ORIGIN } })).headers.get('access-control-allow-origin'), path).toBeNull();
    }
    expect((await send('/api/services')).headers.get('access-control-allow-origin'), 'no Origin, no CORS headers').toBeNull();
  });

  it('staff paths answer only the configured origins', async () => {
    const token = await t.login();
    const fromStaff = await preflight('/api/admin/contacts', STAFF_ORIGIN, 'DELETE', 'authorization');
    expect(fromStaff.status).toBe(204);
    expect(fromStaff.headers.get('access-control-allow-origin')).toBe(STAFF_ORIGIN);
    expect(fromStaff.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(fromStaff.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(fromStaff.headers.get('vary')).toContain('Origin');

    const list = await send('/api/admin/contacts', { headers: { origin: STAFF_ORIGIN, authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(STAFF_ORIGIN);
    expect(list.headers.get('vary')).toContain('Origin');

    const fromOther = await preflight('/api/admin/contacts', OTHER_ORIGIN, 'GET', 'authorization');
    expect(fromOther.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await send('/api/admin/contacts', { headers: { origin: OTHER_ORIGIN, authorization: `Bearer ${token}` } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('vary')).toContain('Origin');
    // The sign-in and the dashboard's tRPC calls are staff paths too.
    expect((await preflight('/api/auth/login', OTHER_ORIGIN, 'POST', 'content-type')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/trpc/services.list', OTHER_ORIGIN, 'GET')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/auth/login', STAFF_ORIGIN, 'POST', 'content-type')).headers.get('access-control-allow-origin')).toBe(STAFF_ORIGIN);
  });
});

/** The headers a HEAD must share with its GET. */
const MIRRORED = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary', 'www-authenticate'];
const mirrored = (response: Response) => [response.status, ...MIRRORED.map((name) => `${name}: ${response.headers.get(name)}`)];

describe('HEAD', () => {
  it('answers every kind of GET path with the status and headers of its GET, served or cached', async () => {
    const services = (await t.api('/api/services')).body.data as { id: number }[];
    const posts = (await t.api('/api/blog')).body.data as { slug: string }[];
    const paths = [
      '/api/team',
      `/api/services/${services[0]!.id}`,
      '/api/services/999999',
      `/api/blog/slug/${posts[0]!.slug}`,
      '/api/admin/services',
      '/about',
      '/sitemap.xml',
    ];
    const headers = { 'accept-encoding': 'gzip' };
    for (const path of paths) {
      // HEAD first: a miss must answer as its GET will, and the GET after it may come from the cache.
      const head = await send(path, { method: 'HEAD', headers });
      const get = await send(path, { headers });
      expect(mirrored(head), path).toEqual(mirrored(get));
      expect(await head.text(), `${path}: no body`).toBe('');
      const headAgain = await send(path, { method: 'HEAD', headers });
      expect(mirrored(headAgain), `${path}, cached`).toEqual(mirrored(get));
    }
  });

  it('a 401 names the bearer scheme, on REST, on tRPC and on the plain routes', async () => {
    for (const path of ['/api/admin/services', '/api/trpc/admin.services.list', '/api/admin/contacts/export.csv', '/api/auth/me']) {
      const response = await send(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('www-authenticate'), path).toBe('Bearer');
    }
  });
});
