import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '../../src/server/trpc/app-router';
import { expectValidationFailure } from '../support/expect-answers';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const rows = async (table: string, id: number) => t.orm.em.getConnection().execute<Record<string, unknown>[]>(`select * from ${table} where id = ?`, [id]);

/** One procedure over tRPC's HTTP protocol (a single call, not a batch), as the dashboard makes it. */
async function trpc(procedure: string, input: unknown, kind: 'mutation' | 'query' = 'mutation') {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const response =
    kind === 'mutation'
      ? await fetch(`${t.url}/api/trpc/${procedure}`, { method: 'POST', headers, body: JSON.stringify(input) })
      : await fetch(`${t.url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const rest = (path: string, method: string, body?: unknown) => t.api(path, { token, method, body });

/** A 400 in the one error shape, naming the field and saying what is wrong with it. */
function expectRefusedOverRest(res: { status: number; body: any }, path: string, message: string) {
  expectValidationFailure(res, [{ path, message }]);
}

function expectRefusedOverTrpc(res: { status: number; body: any }, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.error.message).toBe(message);
  expect(res.body.error.data).toMatchObject({ code: 'VALIDATION_FAILED', httpStatus: 400, errors: [{ path, message }] });
}

async function createRow(section: string, body: Record<string, unknown>) {
  const res = await rest(`/api/admin/${section}`, 'POST', body);
  expect(res.status).toBe(201);
  return res.body.data as { id: number };
}

describe('booleans are JSON booleans', () => {
  it.each([['no'], ['false'], [[]], [{}], [0], [null]])('isPublished %j is refused on REST and tRPC and the draft stays a draft', async (value) => {
    const post = await createRow('blog', { title: `Draft ${JSON.stringify(value)}`, isPublished: false });
    const before = await rows('blog_posts', post.id);
    expectRefusedOverRest(await rest(`/api/admin/blog/${post.id}`, 'PUT', { isPublished: value }), 'isPublished', 'Published must be true or false');
    expectRefusedOverRest(await rest('/api/admin/blog', 'POST', { title: 'Another', isPublished: value }), 'isPublished', 'Published must be true or false');
    expectRefusedOverTrpc(await trpc('admin.blog.update', { id: post.id, isPublished: value }), 'isPublished', 'Published must be true or false');
    expect(await rows('blog_posts', post.id)).toEqual(before);
    expect((await t.api('/api/blog')).body.data.map((p: { id: number }) => p.id)).not.toContain(post.id);
  });

  it('isActive "false" neither activates a service nor creates one', async () => {
    const service = await createRow('services', { title: 'Hidden', description: 'Kept hidden.', isActive: false });
    const before = await rows('services', service.id);
    const servicesBefore = (await rest('/api/admin/services', 'GET')).body.data.length;
    expectRefusedOverRest(await rest(`/api/admin/services/${service.id}`, 'PUT', { isActive: 'false' }), 'isActive', 'Active must be true or false');
    expectRefusedOverTrpc(await trpc('admin.services.update', { id: service.id, isActive: 'false' }), 'isActive', 'Active must be true or false');
    expectRefusedOverRest(
      await rest('/api/admin/services', 'POST', { title: 'x', description: 'y', isActive: 'true' }),
      'isActive',
      'Active must be true or false',
    );
    expect(await rows('services', service.id)).toEqual(before);
    expect((await rest('/api/admin/services', 'GET')).body.data.length).toBe(servicesBefore);
  });

  it('isRead "false" leaves a message unread', async () => {
    const sent = await t.api('/api/contact', { body: { name: 'Jane Smith', email: 'jane@example.com', subject: 'Hello', message: 'A message long enough.' } });
    const id = sent.body.data.id as number;
    expectRefusedOverRest(await rest(`/api/admin/contacts/${id}`, 'PUT', { isRead: 'false' }), 'isRead', 'isRead must be true or false');
    expectRefusedOverTrpc(await trpc('admin.contacts.setRead', { id, isRead: 'true' }), 'isRead', 'isRead must be true or false');
    expect((await rows('contact_messages', id))[0]?.is_read).toBe(false);
  });
});

describe('numbers are JSON numbers, with a message per kind of mistake', () => {
  it.each([['1e3'], [''], [' '], [null], [[]], ['0x10'], ['5'], [true]])('order %j is refused as not a number', async (value) => {
    const service = await createRow('services', { title: 'Ordered', description: 'Has an order.', order: 3 });
    const before = await rows('services', service.id);
    expectRefusedOverRest(await rest(`/api/admin/services/${service.id}`, 'PUT', { order: value }), 'order', 'Order must be a number');
    expectRefusedOverTrpc(await trpc('admin.services.update', { id: service.id, order: value }), 'order', 'Order must be a number');
    expect(await rows('services', service.id)).toEqual(before);
  });

  it('a fraction and an order out of range each say what is wrong', async () => {
    const service = await createRow('services', { title: 'Ranged', description: 'Has an order.', order: 3 });
    const before = await rows('services', service.id);
    expectRefusedOverRest(await rest(`/api/admin/services/${service.id}`, 'PUT', { order: 1.5 }), 'order', 'Order must be a whole number');
    expectRefusedOverRest(await rest(`/api/admin/services/${service.id}`, 'PUT', { order: 2_000_000 }), 'order', 'Order must be between -1000000 and 1000000');
    expectRefusedOverTrpc(await trpc('admin.services.update', { id: service.id, order: -2_000_000 }), 'order', 'Order must be between -1000000 and 1000000');
    expect(await rows('services', service.id)).toEqual(before);
  });

  it('text where text belongs: "name": 123 says it must be text, not a length', async () => {
    const before = await t.orm.em.getConnection().execute('select count(*)::int as n from contact_messages');
    const body = { name: 123, email: 'jane@example.com', subject: 'Hello', message: 'A message long enough.' };
    expectRefusedOverRest(await t.api('/api/contact', { body }), 'name', 'Name must be text');
    const overTrpc = await fetch(`${t.url}/api/trpc/contact.send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expectRefusedOverTrpc({ status: overTrpc.status, body: await overTrpc.json() }, 'name', 'Name must be text');
    expect(await t.orm.em.getConnection().execute('select count(*)::int as n from contact_messages')).toEqual(before);
  });
});

describe('unknown fields are refused by name', () => {
  it.each([
    ['blog', { isPublised: true }, 'isPublised'],
    ['services', { titel: 'Renamed' }, 'titel'],
    ['services', { id: 999 }, 'id'],
    ['services', { createdAt: '2020-01-01T00:00:00Z' }, 'createdAt'],
  ])('%s update with %j answers 400 and changes nothing', async (section, change, field) => {
    const row = await createRow(section, section === 'blog' ? { title: 'Original' } : { title: 'Original', description: 'Unchanged.' });
    const table = section === 'blog' ? 'blog_posts' : section;
    const before = await rows(table, row.id);
    expectRefusedOverRest(await rest(`/api/admin/${section}/${row.id}`, 'PUT', { title: 'Changed', ...change }), field, `Unknown field "${field}"`);
    if (field !== 'id') {
      expectRefusedOverTrpc(await trpc(`admin.${section}.update`, { id: row.id, title: 'Changed', ...change }), field, `Unknown field "${field}"`);
    }
    expect(await rows(table, row.id)).toEqual(before);
  });

  it('create refuses an id or a typo, and a public form refuses a stray field but keeps its honeypot', async () => {
    expectRefusedOverRest(await rest('/api/admin/careers', 'POST', { id: 5, title: 'x', description: 'y' }), 'id', 'Unknown field "id"');
    expectRefusedOverTrpc(await trpc('admin.careers.create', { titel: 'x', title: 'x', description: 'y' }), 'titel', 'Unknown field "titel"');
    const form = { name: 'Jane Smith', email: 'jane@example.com', subject: 'Hello', message: 'A message long enough.' };
    expectRefusedOverRest(await t.api('/api/contact', { body: { ...form, isRead: true } }), 'isRead', 'Unknown field "isRead"');
    expect((await t.api('/api/contact', { body: { ...form, website: '' } })).status).toBe(201);
  });

  it('a settings change refuses a mistyped group and a mistyped field', async () => {
    const before = (await t.api('/api/settings')).body.data;
    expectRefusedOverRest(await rest('/api/admin/settings', 'PUT', { compnay: { name: 'X' } }), 'compnay', 'Unknown field "compnay"');
    expectRefusedOverRest(await rest('/api/admin/settings', 'PUT', { company: { nmae: 'X' } }), 'company.nmae', 'Unknown field "company.nmae"');
    expect((await t.api('/api/settings')).body.data).toEqual(before);
  });
});

describe('path and query parameters parse only decimal integers and true/false', () => {
  it.each(['1e3', '0x10', 'abc', '1.0', ' 1'])('id %j answers 400', async (id) => {
    const res = await t.api(`/api/services/${encodeURIComponent(id)}`);
    expectRefusedOverRest(res, 'id', 'Id must be a positive whole number');
  });

  it('a decimal id and query number work; other query text is refused', async () => {
    const service = (await t.api('/api/services')).body.data[0];
    expect((await t.api(`/api/services/${service.id}`)).status).toBe(200);
    expect((await rest('/api/admin/applications?positionId=1', 'GET')).status).toBe(200);
    expectRefusedOverRest(await rest('/api/admin/applications?positionId=1e3', 'GET'), 'positionId', 'Id must be a positive whole number');
    expectRefusedOverRest(await rest('/api/admin/applications?postionId=1', 'GET'), 'postionId', 'Unknown field "postionId"');
  });
});

describe('the tRPC path stays strict after REST calls', () => {
  it('admin.careers.create {"isActive":"false"} is 400 before and after a REST write and read', async () => {
    const count = async () => (await t.orm.em.getConnection().execute('select count(*)::int as n from career_positions'))[0]?.n;
    const before = await count();
    const attempt = () => trpc('admin.careers.create', { title: 'Analyst', description: 'Analyses.', isActive: 'false' });
    expectRefusedOverTrpc(await attempt(), 'isActive', 'Active must be true or false');
    // REST calls through the same procedures and schemas, with a path number parsed from text.
    await createRow('careers', { title: 'Through REST', description: 'Via REST.', isActive: false });
    const created = (await rest('/api/admin/careers', 'GET')).body.data[0];
    expect((await rest(`/api/admin/careers/${created.id}`, 'GET')).status).toBe(200);
    expect((await rest(`/api/admin/careers/${created.id}`, 'PUT', { isActive: 'false' })).status).toBe(400);
    expectRefusedOverTrpc(await attempt(), 'isActive', 'Active must be true or false');
    expectRefusedOverTrpc(await trpc('admin.careers.get', { id: String(created.id) }, 'query'), 'id', 'Id must be a positive whole number');
    expect(await count()).toBe(before + 1);
  });
});

describe('every procedure input is strict', () => {
  type Def = {
    type: string;
    catchall?: z.core.$ZodType;
    shape?: Record<string, z.core.$ZodType>;
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    element?: z.core.$ZodType;
  };
  /** Paths of object schemas inside `schema` that would drop an unknown field instead of refusing it. */
  function lenientObjects(schema: z.core.$ZodType, path: string): string[] {
    const def = schema._zod.def as unknown as Def;
    if (def.type === 'object') {
      const own = def.catchall && (def.catchall._zod.def as unknown as Def).type === 'never' ? [] : [path || '(input)'];
      return [...own, ...Object.entries(def.shape ?? {}).flatMap(([key, field]) => lenientObjects(field, path ? `${path}.${key}` : key))];
    }
    const inner = def.innerType ?? def.in ?? def.element;
    return inner ? lenientObjects(inner, path) : [];
  }

  it('no input object of any procedure drops unknown fields', () => {
    const lenient = Object.entries(appRouter._def.procedures).flatMap(([name, procedure]) =>
      (procedure as unknown as { _def: { inputs: z.core.$ZodType[] } })._def.inputs.flatMap((input) =>
        lenientObjects(input, '').map((path) => `${name}: ${path}`),
      ),
    );
    expect(lenient).toEqual([]);
  });
});
