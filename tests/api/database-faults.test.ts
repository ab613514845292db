import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/client/routes';
import { ContactMessageEntity } from '../../src/modules/contact/contact-message.entity';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../../src/server/db/orm';

// This suite owns its PostgreSQL, so it can kill it: the shared test database is never touched.
let dir = '';
let database: EmbeddedDatabase;
let orm: MikroORM;
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-faults-'));
  database = await startEmbeddedPostgres(dir);
  orm = await openOrm(database.url, { pool: { min: 0, max: 4, acquireTimeoutMillis: 2000 } as never });
  await migrate(orm);
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_WRITE_LIMIT: '0' }), orm, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

/** Names a teardown step that is still running after 10 s, so a hang says where it is. */
async function watched<T>(step: string, run: () => Promise<T> | undefined): Promise<T | undefined> {
  const watchdog = setTimeout(() => console.error(`teardown: still waiting on ${step} after 10 s`), 10_000);
  try {
    return await run();
  } finally {
    clearTimeout(watchdog);
  }
}

afterAll(async () => {
  await watched('app.close()', () => app?.close());
  await watched('orm.close()', () => orm?.close());
  await watched('database.stop()', () => database?.stop());
  await rm(dir, { recursive: true, force: true });
});

const send = async (n: number) => {
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Sender ${n}`, email: `s${n}@example.com`, subject: 'Fault test', message: `Message number ${n} survives.` }),
  });
  return { n, status: res.status, body: (await res.json()) as { success: boolean; data?: { id: number }; message: string } };
};

async function killPostgres() {
  const pid = Number((await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      return;
    }
  }
}

it('every contact message answered with success survives PostgreSQL being killed and restarted mid-stream', async () => {
  const results: Awaited<ReturnType<typeof send>>[] = [];
  let n = 0;
  let stop = false;
  // A steady stream of submissions, four at a time, for as long as the scenario runs.
  const stream = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stop) results.push(await send(n++));
    }),
  );

  const accepted = (from: number) => results.slice(from).filter((r) => r.status === 200).length;
  const refused = (from: number) => results.slice(from).filter((r) => r.status !== 200).length;
  const phase = { timeout: 20_000, interval: 50 };
  await vi.waitFor(() => expect(accepted(0)).toBeGreaterThan(10), phase);
  await killPostgres();
  const downAt = results.length;
  await vi.waitFor(() => expect(refused(downAt)).toBeGreaterThan(0), phase);
  const health = await fetch(`${url}/api/health`);
  expect(health.status).toBe(503);
  database = await startEmbeddedPostgres(dir, () => {}, { port: database.port });
  const upAt = results.length;
  await vi.waitFor(() => expect(accepted(upAt)).toBeGreaterThan(3), phase);
  stop = true;
  await stream;

  const ok = results.filter((r) => r.status === 200);
  const failed = results.filter((r) => r.status !== 200);
  expect(ok.length).toBeGreaterThan(10);
  expect(failed.length).toBeGreaterThan(0);
  // Failures while the database was away are a clean 503 in the envelope, never a 500.
  for (const failure of failed) {
    expect(failure.status).toBe(503);
    expect(failure.body).toEqual({ success: false, message: 'Service temporarily unavailable, please try again shortly', code: 'UNAVAILABLE' });
  }
  // The server recovered by itself: submissions after the restart succeeded.
  expect(results.slice(downAt).some((r) => r.status === 200)).toBe(true);
  expect((await fetch(`${url}/api/health`)).status).toBe(200);

  const stored = await orm.em.fork().find(ContactMessageEntity, {}, { fields: ['id', 'name'] });
  const storedIds = new Set(stored.map((m) => m.id));
  for (const success of ok) expect(storedIds.has(success.body.data!.id), `message ${success.n}`).toBe(true);
}, 60_000);

it('with PostgreSQL stopped every public page answers 503 no-store with Retry-After, and pages are normal again within seconds of its restart', async () => {
  // This database holds no content: after recovery the list pages render empty and the items are missing.
  const paths = PUBLIC_ROUTES.map((route) => route.path.replace(':id', '999999').replace(':slug', 'no-such-post'));
  const missing = new Set(paths.filter((path) => /\/(999999|no-such-post)$/.test(path)));
  await killPostgres();
  for (const path of paths) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(503);
    expect(res.headers.get('cache-control'), path).toBe('no-store');
    expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
    expect(await res.text(), path).toContain('Be Right Back');
  }
  for (const path of ['/sitemap.xml', '/blog/rss.xml', '/media/1/photo.png']) expect((await fetch(`${url}${path}`)).status, path).toBe(503);

  database = await startEmbeddedPostgres(dir, () => {}, { port: database.port });
  const restarted = Date.now();
  // Added behind the app's back (no change notification) before any page is rendered again: every page
  // after recovery shows it, so nothing from the fault was kept. Added later, it could miss a page cached
  // once the change feed was back, which is correct caching, not a fault.
  const insert = `insert into services (title, description, created_at, updated_at) values ('Service After Restart', 'Back again', now(), now())`;
  await vi.waitFor(() => orm.em.getConnection().execute(insert), { timeout: 10_000, interval: 100 });
  while ((await fetch(`${url}/services`)).status !== 200) {
    expect(Date.now() - restarted, 'recovery time').toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const path of paths) expect((await fetch(`${url}${path}`)).status, path).toBe(missing.has(path) ? 404 : 200);
  expect(await (await fetch(`${url}/services`)).text()).toContain('Service After Restart');
}, 120_000);
