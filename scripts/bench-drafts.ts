/**
 * `npm run bench:drafts`: drafts and revisions at scale (issue 15). In a throwaway embedded PostgreSQL,
 * one blog post gets 10,000 revisions and the activity log 1,000,000 entries; then, over HTTP against the
 * real server in this process, 30 runs each after a warm-up: the post's first page of revisions, the
 * activity log's first page, and publishing a draft of that post (the save of the draft is not timed).
 *   npm run bench:drafts            (or: npm run bench:drafts -- 10000 100000  for revisions and entries)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../src/server/db/orm';
import { createUser } from '../src/modules/auth';
import pg from 'pg';

const REVISIONS = Number(process.argv[2] ?? 10_000);
const ENTRIES = Number(process.argv[3] ?? 1_000_000);
const RUNS = 30;
const BENCH_USER = { username: 'bench-admin', password: 'bench admin password 2026' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const report = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(46)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`);
};

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-drafts-bench-'));
const database = await startEmbeddedPostgres(tempDir, () => {});
try {
  const orm = await openOrm(database.url);
  await migrate(orm);
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: database.url, BASE_URL: 'http://localhost:3000' });
  const app = await buildApp({ config, orm, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await createUser(orm.em.fork(), BENCH_USER.username, BENCH_USER.password);
    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await res.json()) as { data: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const token = (await call('POST', '/api/auth/login', BENCH_USER)).token as string;
    const post = await call('POST', '/api/admin/blog', { title: 'A much revised post', content: '<p>Words</p>', isPublished: true }, token);

    // Its own connection: generating a million rows outlasts the server's statement time limit.
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const started = performance.now();
    await sql.query(`insert into content_revisions (section, item_id, reason, data, saved_by, created_at)
      select 'blog', ${Number(post.id)}, 'update', jsonb_build_object('title', 'Revision ' || n, 'content', '<p>Words ' || n || '</p>'), 'editor' || (n % 8),
        now() - (${REVISIONS} - n) * interval '1 minute'
      from generate_series(1, ${REVISIONS}) as n`);
    await sql.query(`insert into activity_entries (at, actor_kind, actor_id, actor_name, action, section, item_id, fields, summary, address, user_agent)
      select now() - (n * (300 * 86400.0 / ${ENTRIES})) * interval '1 second', 'user', n % 8, 'editor' || (n % 8),
        (array['create','update','delete','publish','save-draft'])[1 + n % 5], 'blog', (n % 500)::text, '{title}', 'Updated blog #' || (n % 500),
        '10.0.0.' || (n % 250), 'Mozilla/5.0 (bench)'
      from generate_series(1, ${ENTRIES}) as n`);
    await sql.query('vacuum analyze content_revisions');
    await sql.query('vacuum analyze activity_entries');
    await sql.end();
    console.log(
      `${REVISIONS.toLocaleString('en')} revisions on one post and ${ENTRIES.toLocaleString('en')} activity entries generated in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );

    for (const [name, url] of [
      ['revisions of the post, first page', `/api/admin/blog/${Number(post.id)}/revisions`],
      ['activity log, first page', '/api/admin/activity'],
    ] as const) {
      const times: number[] = [];
      for (let run = -3; run < RUNS; run += 1) {
        const t0 = performance.now();
        await call('GET', url, undefined, token);
        if (run >= 0) times.push(performance.now() - t0);
      }
      report(name, times);
    }

    const publishTimes: number[] = [];
    for (let run = -3; run < RUNS; run += 1) {
      await call('PUT', `/api/admin/blog/${Number(post.id)}/draft`, { title: `Draft ${run}` }, token);
      const t0 = performance.now();
      await call('POST', `/api/admin/blog/${Number(post.id)}/publish`, {}, token);
      if (run >= 0) publishTimes.push(performance.now() - t0);
    }
    report(`publish a draft (post with ${REVISIONS.toLocaleString('en')} revisions)`, publishTimes);
  } finally {
    await app.close();
    await orm.close();
  }
} finally {
  await database.stop();
  await rm(tempDir, { recursive: true, force: true });
}
