import { readFile } from 'node:fs/promises';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../support/typed-client/api-types';
import { GENERATED_TYPES_FILE, generatedApiTypes } from '../support/typed-client/generate';
import { useTestApp } from '../support/test-app';

/**
 * An integrator's client: types generated from the OpenAPI document by openapi-typescript
 * (`npm run openapi:types`, run by `npm run typecheck`, so a call the document does not describe fails
 * the type check) and openapi-fetch. Each dashboard section is created, read, changed and deleted through it.
 */
// Private addresses allowed: the webhook below points at this machine (no event is sent to it).
const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
let api: ReturnType<typeof createClient<paths>>;
let anonymous: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  const token = await t.login();
  api = createClient<paths>({ baseUrl: `${t.url}/api`, headers: { authorization: `Bearer ${token}` } });
  anonymous = createClient<paths>({ baseUrl: `${t.url}/api` });
});

const byId = (id: number) => ({ params: { path: { id } } });

describe('a client generated from the OpenAPI document', () => {
  it('is compiled with the types generated from the document this server serves', async () => {
    const served = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as object;
    expect(await readFile(GENERATED_TYPES_FILE, 'utf8'), 'run npm run openapi:types').toBe(await generatedApiTypes(served));
  });

  it('team: create, read, update, delete', async () => {
    const created = await api.POST('/admin/team', { body: { name: 'Morgan Ellis', title: 'Consultant', bio: 'Joins the team.' } });
    expect(created.response.status).toBe(201);
    const id = created.data!.data.id;
    expect((await api.GET('/admin/team/{id}', byId(id))).data?.data.name).toBe('Morgan Ellis');
    expect((await api.PUT('/admin/team/{id}', { ...byId(id), body: { title: 'Principal' } })).data?.data.title).toBe('Principal');
    expect((await api.DELETE('/admin/team/{id}', byId(id))).response.status).toBe(200);
    expect((await api.GET('/admin/team/{id}', byId(id))).error?.message).toBe('Team member not found');
  });

  it('services: create, read, update, delete', async () => {
    const created = await api.POST('/admin/services', { body: { title: 'Procurement Advisory', description: 'Buying well.', iconType: 'strategy' } });
    const id = created.data!.data.id;
    expect((await api.GET('/admin/services/{id}', byId(id))).data?.data.iconType).toBe('strategy');
    expect((await api.PUT('/admin/services/{id}', { ...byId(id), body: { isActive: false } })).data?.data.isActive).toBe(false);
    expect((await api.DELETE('/admin/services/{id}', byId(id))).response.status).toBe(200);
    expect((await api.GET('/admin/services/{id}', byId(id))).response.status).toBe(404);
  });

  it('core expertise: create, read, update, delete', async () => {
    const created = await api.POST('/admin/core-expertise', { body: { title: 'Data Literacy', description: 'Decisions from evidence.', iconType: 'Zap' } });
    const id = created.data!.data.id;
    expect((await api.GET('/admin/core-expertise/{id}', byId(id))).data?.data.title).toBe('Data Literacy');
    expect((await api.PUT('/admin/core-expertise/{id}', { ...byId(id), body: { iconType: 'Users' } })).data?.data.iconType).toBe('Users');
    expect((await api.DELETE('/admin/core-expertise/{id}', byId(id))).response.status).toBe(200);
    expect((await api.GET('/admin/core-expertise/{id}', byId(id))).response.status).toBe(404);
  });

  it('featured insights: create, read, update, delete', async () => {
    const created = await api.POST('/admin/featured-insights', { body: { title: 'Fresh thinking', description: 'A new insight.', link: '/blog' } });
    const id = created.data!.data.id;
    expect((await api.GET('/admin/featured-insights/{id}', byId(id))).data?.data.link).toBe('/blog');
    expect((await api.PUT('/admin/featured-insights/{id}', { ...byId(id), body: { isActive: false } })).data?.data.isActive).toBe(false);
    expect((await api.DELETE('/admin/featured-insights/{id}', byId(id))).response.status).toBe(200);
    expect((await api.GET('/admin/featured-insights/{id}', byId(id))).response.status).toBe(404);
  });

  it('careers: create, read, update, delete', async () => {
    const created = await api.POST('/admin/careers', { body: { title: 'Data Analyst', description: 'Analyse things.', requirements: ['SQL'] } });
    const id = created.data!.data.id;
    expect((await api.GET('/admin/careers/{id}', byId(id))).data?.data.requirements).toEqual(['SQL']);
    expect((await api.PUT('/admin/careers/{id}', { ...byId(id), body: { location: 'Leeds, UK' } })).data?.data.location).toBe('Leeds, UK');
    expect((await api.DELETE('/admin/careers/{id}', byId(id))).response.status).toBe(200);
    expect((await api.GET('/admin/careers/{id}', byId(id))).response.status).toBe(404);
  });

  it('blog: create, read, update (with If-Match), delete', async () => {
    const created = await api.POST('/admin/blog', { body: { title: 'Typed client post', content: '<p>Body</p>', isPublished: false } });
    const id = created.data!.data.id;
    const read = await api.GET('/admin/blog/{id}', byId(id));
    const etag = read.response.headers.get('etag')!;
    const updated = await api.PUT('/admin/blog/{id}', { ...byId(id), body: { isPublished: true }, headers: { 'if-match': etag } });
    expect(updated.data?.data).toMatchObject({ isPublished: true, version: read.data!.data.version + 1 });
    const stale = await api.PUT('/admin/blog/{id}', { ...byId(id), body: { title: 'Late' }, headers: { 'if-match': etag } });
    expect(stale.response.status).toBe(409);
    expect((await api.DELETE('/admin/blog/{id}', byId(id))).response.status).toBe(200);
  });

  it('redirects: create, read, update, delete', async () => {
    const created = await api.POST('/admin/redirects', { body: { fromPath: '/typed-old', toPath: '/contact' } });
    const id = created.data!.data.id;
    expect((await api.GET('/admin/redirects/{id}', byId(id))).data?.data.status).toBe(301);
    expect((await api.PUT('/admin/redirects/{id}', { ...byId(id), body: { status: 302 } })).data?.data.status).toBe(302);
    expect((await api.DELETE('/admin/redirects/{id}', byId(id))).response.status).toBe(200);
  });

  it('contact messages: sent by a visitor, read, marked read and deleted by staff', async () => {
    const sent = await anonymous.POST('/contact', {
      body: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Typed', message: 'Sent by a typed client.' },
    });
    expect(sent.response.status).toBe(201);
    const id = sent.data!.data.id;
    expect((await api.GET('/admin/contacts/{id}', byId(id))).data?.data.subject).toBe('Typed');
    expect((await api.PUT('/admin/contacts/{id}', { ...byId(id), body: { isRead: true } })).data?.data.isRead).toBe(true);
    expect((await api.DELETE('/admin/contacts/{id}', byId(id))).response.status).toBe(200);
  });

  it('applications: sent by a candidate, read, given a status and deleted by staff', async () => {
    const [position] = (await anonymous.GET('/careers')).data!.data;
    const applied = await anonymous.POST('/careers/{id}/apply', { ...byId(position!.id), body: { name: 'Grace Hopper', email: 'grace@example.com' } });
    const id = applied.data!.data.id;
    expect((await api.GET('/admin/applications/{id}', byId(id))).data?.data.name).toBe('Grace Hopper');
    expect((await api.PUT('/admin/applications/{id}', { ...byId(id), body: { status: 'shortlisted' } })).data?.data.status).toBe('shortlisted');
    expect((await api.DELETE('/admin/applications/{id}', byId(id))).response.status).toBe(200);
  });

  it('newsletter: a sign-up is listed and removed', async () => {
    expect((await anonymous.POST('/newsletter', { body: { email: 'typed@example.com' } })).response.status).toBe(200);
    const listed = await api.GET('/admin/newsletter', { params: { query: { q: 'typed@example.com' } } });
    const id = listed.data!.data[0]!.id;
    expect((await api.DELETE('/admin/newsletter/{id}', byId(id))).response.status).toBe(200);
  });

  it('users, API keys and webhooks: create, read or list, update, delete', async () => {
    const user = await api.POST('/admin/users', { body: { username: 'typed.user', password: 'a long enough password' } });
    expect((await api.GET('/admin/users/{id}', byId(user.data!.data.id))).data?.data.username).toBe('typed.user');
    expect((await api.DELETE('/admin/users/{id}', byId(user.data!.data.id))).response.status).toBe(200);

    const key = await api.POST('/admin/api-keys', { body: { name: 'Typed key', scopes: ['contacts:read'] } });
    expect(key.data?.data.secret).toMatch(/^dgk_/);
    const keyId = key.data!.data.id;
    expect((await api.PUT('/admin/api-keys/{id}', { ...byId(keyId), body: { scopes: ['contacts:read', 'blog:read'] } })).data?.data.scopes).toHaveLength(2);
    expect((await api.GET('/admin/api-keys')).data?.data.map((listed) => listed.id)).toContain(keyId);
    expect((await api.DELETE('/admin/api-keys/{id}', byId(keyId))).response.status).toBe(200);

    const hook = await api.POST('/admin/webhooks', { body: { url: 'http://127.0.0.1:9/in', events: ['contact.created'] } });
    const hookId = hook.data!.data.id;
    expect((await api.GET('/admin/webhooks/{id}', byId(hookId))).data?.data.url).toBe('http://127.0.0.1:9/in');
    expect((await api.PUT('/admin/webhooks/{id}', { ...byId(hookId), body: { isActive: false } })).data?.data.isActive).toBe(false);
    expect((await api.GET('/admin/webhooks/{id}/deliveries', byId(hookId))).data?.data).toEqual([]);
    expect((await api.DELETE('/admin/webhooks/{id}', byId(hookId))).response.status).toBe(200);
  });

  it('settings: read and change', async () => {
    const before = (await api.GET('/admin/settings')).data!.data;
    const changed = await api.PUT('/admin/settings', { body: { company: { tagline: 'Typed and tested' } } });
    expect(changed.data?.data.company.tagline).toBe('Typed and tested');
    await api.PUT('/admin/settings', { body: { company: { tagline: before.company.tagline } } });
  });
});
