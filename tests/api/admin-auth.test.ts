import { expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Operation = { security?: unknown[] };

it('every protected path refuses a missing, malformed or unknown token with 401, and none changes data', async () => {
  const doc = (await t.api('/api/openapi.json')).body;
  const protectedCalls: [string, string][] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.security?.length) protectedCalls.push([method, path]);
    }
  }
  // Every admin section of the issue, plus /auth/me and /auth/logout.
  for (const section of [
    'team',
    'services',
    'core-expertise',
    'blog',
    'featured-insights',
    'careers',
    'applications',
    'contacts',
    'newsletter',
    'settings',
    'users',
    'media',
  ]) {
    expect(
      protectedCalls.some(([, path]) => path.startsWith(`/admin/${section}`)),
      section,
    ).toBe(true);
  }
  expect(protectedCalls.length).toBeGreaterThan(50);

  const before = (await t.api('/api/services')).body.data.length;
  const credentials = [{}, { headers: { authorization: 'Bearer ' } }, { headers: { authorization: 'Token abc' } }, { token: 'forged-token-value' }];
  for (const [method, path] of protectedCalls) {
    const url = `/api${path.replace('{id}', '1')}`;
    for (const init of credentials) {
      const res = await t.api(url, { ...init, method: method.toUpperCase(), body: method === 'get' || method === 'delete' ? undefined : { title: 'x' } });
      expect(res.status, `${method} ${path} ${JSON.stringify(init)}`).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Authentication required', code: 'UNAUTHORIZED' });
    }
  }
  expect((await t.api('/api/services')).body.data.length).toBe(before);
});
