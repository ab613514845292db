import { execFileSync } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES } from '../../src/client/public-pages';
import { ContactMessageEntity } from '../../src/modules/contact/contact-message.entity';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { superviseEmbeddedPostgres, type EmbeddedSupervisor } from '../../src/server/db/embedded-supervisor';
import { migrate, openOrm } from '../../src/server/db/orm';

// This suite owns its PostgreSQL, so it can kill and pause it: the shared test database is never touched.
let dir = '';
let supervisor: EmbeddedSupervisor;
let orm: MikroORM;
let app: FastifyInstance;
let url = '';

/** The supervisor restarts PostgreSQL only once the test opens this gate (to look at the outage first). */
let restartGate = Promise.resolve();
let openRestartGate = () => {};
const holdRestarts = () => (restartGate = new Promise((resolve) => (openRestartGate = resolve)));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-faults-'));
  const database = await startEmbeddedPostgres(dir);
  supervisor = superviseEmbeddedPostgres(database, {
    start: async () => {
      await restartGate;
      return startEmbeddedPostgres(dir, () => {}, { port: database.port });
    },
    log: () => {},
  });
  orm = await openOrm(database.url, { pool: { min: 0, max: 4 } });
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
  openRestartGate();
  await watched('supervisor.stop()', () => supervisor?.stop());
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

const postmasterPid = async () => Number((await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

async function killPostgres() {
  const pid = await postmasterPid();
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

it('every contact message answered with success survives PostgreSQL being killed mid-stream and restarted by the supervisor', async () => {
  const results: Awaited<ReturnType<typeof send>>[] = [];
  let n = 0;
  let stop = false;
  // A steady stream of submissions, four at a time, for as long as the scenario runs.
  const stream = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stop) results.push(await send(n++));
    }),
  );

  const accepted = (from: number) => results.slice(from).filter((r) => r.status === 201).length;
  const refused = (from: number) => results.slice(from).filter((r) => r.status !== 201).length;
  const phase = { timeout: 20_000, interval: 50 };
  await vi.waitFor(() => expect(accepted(0)).toBeGreaterThan(10), phase);
  await killPostgres();
  const downAt = results.length;
  await vi.waitFor(() => expect(refused(downAt)).toBeGreaterThan(0), phase);
  const restartsBefore = supervisor.restarts();
  // Nobody restarts it by hand: the supervisor does, and the pool reconnects.
  await vi.waitFor(() => expect(supervisor.restarts()).toBe(restartsBefore + 1), phase);
  const upAt = results.length;
  await vi.waitFor(() => expect(accepted(upAt)).toBeGreaterThan(3), phase);
  stop = true;
  await stream;

  const ok = results.filter((r) => r.status === 201);
  const failed = results.filter((r) => r.status !== 201);
  expect(ok.length).toBeGreaterThan(10);
  expect(failed.length).toBeGreaterThan(0);
  // Failures while the database was away are a clean 503 in the envelope, never a 500.
  for (const failure of failed) {
    expect(failure.status).toBe(503);
    expect(failure.body).toEqual({ success: false, message: 'Service temporarily unavailable, please try again shortly', code: 'UNAVAILABLE' });
  }
  // The server recovered by itself: submissions after the restart succeeded.
  expect(results.slice(downAt).some((r) => r.status === 201)).toBe(true);
  expect((await fetch(`${url}/api/health`)).status).toBe(200);

  const stored = await orm.em.fork().find(ContactMessageEntity, {}, { fields: ['id', 'name'] });
  const storedIds = new Set(stored.map((m) => m.id));
  for (const success of ok) expect(storedIds.has(success.body.data!.id), `message ${success.n}`).toBe(true);
}, 60_000);

it('with PostgreSQL stopped every public page answers 503 no-store with Retry-After, and pages are normal again within seconds of its restart', async () => {
  // This database holds no content: after recovery the list pages render empty and the items are missing.
  const paths = PUBLIC_PAGES.map((page) => page.path.replace(':id', '999999').replace(':slug', 'no-such-post'));
  const missing = new Set(paths.filter((path) => /\/(999999|no-such-post)$/.test(path)));
  holdRestarts();
  await killPostgres();
  await vi.waitFor(() => expect(supervisor.state()).toBe('restarting'), { timeout: 10_000, interval: 50 });
  const health = await fetch(`${url}/api/health`);
  expect(health.status).toBe(503);
  for (const path of paths) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(503);
    expect(res.headers.get('cache-control'), path).toBe('no-store');
    expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
    expect(await res.text(), path).toContain('Be Right Back');
  }
  for (const path of ['/sitemap.xml', '/blog/rss.xml', '/media/0123456789abcdef0123/0123456789abcdef/photo.png'])
    expect((await fetch(`${url}${path}`)).status, path).toBe(503);

  openRestartGate();
  await vi.waitFor(() => expect(supervisor.state()).toBe('running'), { timeout: 20_000, interval: 50 });
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

/** SIGSTOP or SIGCONT to the postmaster and every backend: a server that holds connections and answers nothing. */
async function signalPostgres(signal: 'SIGSTOP' | 'SIGCONT') {
  const postmaster = await postmasterPid();
  const backends = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  for (const pid of [postmaster, ...backends]) process.kill(pid, signal);
}

it('with PostgreSQL paused every public page, feed and sitemap answers 503 no-store with Retry-After instead of hanging, and nothing degraded is kept', async () => {
  const paths = [...PUBLIC_PAGES.map((page) => page.path.replace(':id', '1').replace(':slug', 'a-post')), '/sitemap.xml', '/blog/rss.xml'];
  await vi.waitFor(async () => expect((await fetch(`${url}/`)).status).toBe(200), { timeout: 20_000, interval: 100 });
  await signalPostgres('SIGSTOP');
  try {
    // The cached home page goes once the change feed hears nothing back: other instances' changes could not reach it either.
    await vi.waitFor(async () => expect((await fetch(`${url}/`)).status).toBe(503), { timeout: 30_000, interval: 200 });
    // Each answer comes within the database time limits; the signal only turns a hang into a failure here.
    const answers = await Promise.all(paths.map(async (path) => ({ path, res: await fetch(`${url}${path}`, { signal: AbortSignal.timeout(25_000) }) })));
    for (const { path, res } of answers) {
      expect(res.status, path).toBe(503);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
      if (!path.endsWith('.xml')) expect(await res.text(), path).toContain('Be Right Back');
    }
    expect((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(25_000) })).status).toBe(503);
  } finally {
    await signalPostgres('SIGCONT');
  }
  await vi.waitFor(async () => expect((await fetch(`${url}/`)).status).toBe(200), { timeout: 20_000, interval: 100 });
  for (const path of ['/', '/services', '/sitemap.xml']) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).not.toContain('Be Right Back');
  }
}, 120_000);
