import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from '../../../tests/support/test-app';
import { BUNDLE_SCHEMA_VERSION } from './content-bundle.constants';
import { NEWER_BUNDLE_MESSAGE } from './content-bundle.service';

const source = useTestApp();
let fresh: TestApp;
let sourceToken: string;
let freshToken: string;

// A whole 1×1 PNG: uploads must decode (decision 045).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  fresh = await startTestApp();
  sourceToken = await source.login();
  freshToken = await fresh.login();
});
afterAll(async () => {
  await fresh?.close();
});

const exported = async (app: TestApp, token: string) => {
  const res = await app.api('/api/admin/export', { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** Every public page: the fixed ones and each listed item's own. */
async function publicPaths(app: TestApp): Promise<string[]> {
  const list = async (path: string) => (await app.api(path)).body.data as { id: number; slug?: string }[];
  return [
    ...['/', '/about', '/services', '/team', '/blog', '/careers', '/contact', '/privacy', '/terms'],
    ...(await list('/api/services')).map((s) => `/service/${s.id}`),
    ...(await list('/api/team')).map((m) => `/team/${m.id}`),
    ...(await list('/api/blog')).map((p) => `/blog/${p.slug}`),
    ...(await list('/api/careers')).map((c) => `/careers/${c.id}`),
  ];
}

const html = async (app: TestApp, path: string) => {
  const res = await fetch(`${app.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('content export and import', () => {
  it('a bundle exported from one instance imports into a fresh one, and every public page renders identically', async () => {
    // Content the fresh instance does not have: a new post and service, an edited setting, an uploaded image.
    const post = await source.api('/api/admin/blog', {
      token: sourceToken,
      body: {
        title: 'Moving house',
        excerpt: 'How a bundle moves content.',
        content: '<p>Every row, every column.</p>',
        category: 'Insights',
        isPublished: true,
      },
    });
    expect(post.status).toBe(201);
    const service = await source.api('/api/admin/services', {
      token: sourceToken,
      body: { title: 'Data moves', description: 'Export and import.', iconType: 'technology', features: ['One bundle, "quoted", {braced}'] },
    });
    expect(service.status).toBe(201);
    const upload = await fetch(`${source.url}/api/admin/media?filename=dot.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sourceToken}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(upload.status).toBe(201);
    expect((await source.api('/api/admin/settings', { method: 'PUT', token: sourceToken, body: { company: { tagline: 'Moved intact' } } })).status).toBe(200);

    const bundle = await exported(source, sourceToken);
    expect(bundle).toMatchObject({ format: 'consultancy-content-bundle', schemaVersion: BUNDLE_SCHEMA_VERSION });
    // The stored file is the upload re-encoded (decision 045): a PNG still, with its key and size.
    expect(bundle.parts.media).toEqual([
      expect.objectContaining({ filename: 'dot.png', data: expect.stringMatching(/^iVBORw0KGgo/), key: expect.stringMatching(/^[0-9a-f]{20}$/), width: 1 }),
    ]);
    expect(bundle.parts.settings.map((s: { key: string }) => s.key)).not.toContain('mail-link-secret');

    const imported = await fresh.api('/api/admin/import', { token: freshToken, body: { mode: 'replace', bundle } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ blog: bundle.parts.blog.length, media: 1 });

    const paths = await publicPaths(source);
    expect(paths).toContain(`/blog/${post.body.data.slug}`);
    for (const path of paths) expect(await html(fresh, path), path).toBe(await html(source, path));
    const url = upload.status === 201 ? ((await upload.json()) as { data: { url: string } }).data.url : '';
    const bytes = async (base: string) => Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    const moved = await bytes(fresh.url);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.equals(await bytes(source.url))).toBe(true);
    // The next row made on the fresh instance gets an id of its own.
    const next = await fresh.api('/api/admin/services', { token: freshToken, body: { title: 'After import', description: 'A new one.' } });
    expect(next.status).toBe(201);
    expect(next.body.data.id).toBeGreaterThan(Math.max(...bundle.parts.services.map((s: { id: number }) => s.id)));
  }, 180_000);

  it('a bundle with three errors reports all three with their paths and changes nothing', async () => {
    const before = await exported(fresh, freshToken);
    const bundle = structuredClone(before);
    bundle.parts.blog[0].title = 42;
    bundle.parts.services[0].features = 'not a list';
    bundle.parts.team[0].colour = 'blue';
    const res = await fresh.api('/api/admin/import', { token: freshToken, body: { mode: 'replace', bundle } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'bundle.parts.services.0.features',
      'bundle.parts.team.0.colour',
      'bundle.parts.blog.0.title',
    ]);
    const { exportedAt: _a, ...after } = await exported(fresh, freshToken);
    const { exportedAt: _b, ...unchanged } = before;
    expect(after).toEqual(unchanged);
  });

  it('refuses a bundle from a newer schema, changing nothing', async () => {
    const bundle = { ...(await exported(fresh, freshToken)), schemaVersion: BUNDLE_SCHEMA_VERSION + 1 };
    const res = await fresh.api('/api/admin/import', { token: freshToken, body: { mode: 'merge', bundle } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: NEWER_BUNDLE_MESSAGE, errors: [{ path: 'bundle.schemaVersion', message: NEWER_BUNDLE_MESSAGE }] });
  });

  it('merge updates rows by id (blog posts by slug) and adds the rest, keeping what the bundle leaves out', async () => {
    const bundle = await exported(fresh, freshToken);
    const [first] = bundle.parts.blog;
    const merged = {
      ...bundle,
      parts: {
        blog: [
          { ...first, id: 5000, title: 'Renamed by slug' },
          { ...first, id: 5001, slug: 'a-new-post', title: 'A new post' },
        ],
      },
    };
    const res = await fresh.api('/api/admin/import', { token: freshToken, body: { mode: 'merge', bundle: merged } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await exported(fresh, freshToken);
    expect(after.parts.blog.find((p: { slug: string }) => p.slug === first.slug)).toMatchObject({ id: first.id, title: 'Renamed by slug' });
    expect(after.parts.blog.find((p: { slug: string }) => p.slug === 'a-new-post')).toMatchObject({ id: 5001, title: 'A new post' });
    expect(after.parts.blog).toHaveLength(bundle.parts.blog.length + 1);
    expect(after.parts.services).toEqual(bundle.parts.services);
  });

  it('is for signed-in staff only', async () => {
    expect((await fresh.api('/api/admin/export')).status).toBe(401);
    expect((await fresh.api('/api/admin/import', { body: { mode: 'merge', bundle: {} } })).status).toBe(401);
  });
});
