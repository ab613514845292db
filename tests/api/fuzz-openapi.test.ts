import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

type Operation = { method: string; path: string; secured: boolean };

/** Counts and latest change of every table: a rejected write must leave all of it as it was. */
async function fingerprint(): Promise<string> {
  const tables = await t.orm.em
    .getConnection()
    .execute<{ tablename: string }[]>(
      "select tablename from pg_tables where schemaname = 'public' and tablename not in ('mikro_orm_migrations', 'sign_in_attempts', 'trusted_devices', 'sessions')",
    );
  const parts = tables.map(
    ({ tablename }) => `(select '${tablename}:' || count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from "${tablename}" t)`,
  );
  const [row] = await t.orm.em.getConnection().execute<{ f: string }[]>(`select concat_ws('|', ${parts.join(', ')}) as f`);
  return row!.f;
}

const weirdSegment = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom('0', '1', '2', '99999999999999999999', '1e3', '-1', '0x10', 'NaN', 'null', '%00', '..', '%2e%2e', "1' or '1'='1", '🙂', ' '),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const weirdValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', 'javascript:alert(1)', 'a'.repeat(5000), '2026-02-30', 'x@y', '\u0000'),
);

const FIELD_NAMES = [
  'name',
  'email',
  'title',
  'description',
  'message',
  'subject',
  'id',
  'slug',
  'content',
  'status',
  'isRead',
  'isActive',
  'order',
  'features',
  'requirements',
  'company',
  'homepage',
  'username',
  'password',
  'iconType',
  'publishDate',
  'website',
];

const weirdBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), weirdValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"name":', '[', 'null', '""', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
);

const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'image/png', '');

it('thousands of random and malformed requests to every REST path: never a 5xx, and rejected writes change nothing', async () => {
  const doc = (await t.api('/api/openapi.json')).body;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[] }>>)) {
    for (const [method, operation] of Object.entries(item)) {
      // Logging out would end the fuzzer's own session.
      if (path === '/auth/logout') continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: Boolean(operation.security?.length),
      });
    }
  }
  expect(operations.length).toBeGreaterThan(60);

  let sent = 0;
  for (const operation of operations) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(weirdSegment, { minLength: 2, maxLength: 2 }),
        weirdBody,
        contentType,
        fc.dictionary(fc.constantFrom('positionId', 'inquiryType', 'filename', 'x'), fc.string({ maxLength: 10 }), { maxKeys: 2 }),
        fc.boolean(),
        async ([id, filename], body, type, query, withToken) => {
          const path = operation.path.replace('{id}', id!).replace('{filename}', filename!);
          const search = new URLSearchParams(query).toString();
          const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const before = operation.method === 'GET' ? '' : await fingerprint();
          const response = await fetch(`${t.url}/api${path}${search ? `?${search}` : ''}`, {
            method: operation.method,
            headers: {
              ...(hasBody && type ? { 'content-type': type } : {}),
              ...(withToken && operation.secured ? { authorization: `Bearer ${token}` } : {}),
            },
            body: hasBody ? body : undefined,
          });
          sent++;
          const text = await response.text();
          expect(response.status, `${operation.method} ${path} ${body.slice(0, 80)} → ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) {
            if (operation.method !== 'GET') expect(await fingerprint(), `${operation.method} ${path} was rejected but changed data`).toBe(before);
            if (response.headers.get('content-type')?.includes('json')) expect(JSON.parse(text)).toMatchObject({ success: false, message: expect.any(String) });
          }
        },
      ),
      { numRuns: 32 },
    );
  }
  expect(sent).toBeGreaterThan(2000);
}, 600_000);
