/**
 * The activity log at scale: 1,000,000 entries generated in a throwaway embedded PostgreSQL, then the
 * first page (newest 25) unfiltered and under each filter, and a filtered CSV export, timed through
 * the same service functions the REST calls use. Prints p50/p99 per query.
 *   npm run bench:activity            (or: npm run bench:activity -- 200000  for fewer entries)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../src/server/db/orm';
import { activityCsv } from '../src/modules/activity';
import { listActivity } from '../src/modules/activity/activity.service';
import type { ActivityFilters } from '../src/modules/activity/activity.schema';
import { percentile } from './lib/measure';

const ENTRIES = Number(process.argv[2] ?? 1_000_000);
const RUNS = 30;

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-activity-bench-'));
const database = await startEmbeddedPostgres(tempDir, () => {});
try {
  const orm = await openOrm(database.url);
  await migrate(orm);
  const sql = orm.em.getConnection();
  const started = performance.now();
  // Spread over the last 300 days: 8 actors, 12 sections, 6 actions.
  await sql.execute(`insert into activity_entries (at, actor_kind, actor_id, actor_name, action, section, item_id, fields, summary, address, user_agent)
    select now() - (n * (300 * 86400.0 / ${ENTRIES})) * interval '1 second', 'user', n % 8, 'editor' || (n % 8),
      (array['create','update','delete','sign-in','export','upload'])[1 + n % 6],
      (array['team','services','expertise','blog','insights','careers','applications','contacts','newsletter','settings','users','media'])[1 + n % 12],
      (n % 500)::text, '{title,summary}', 'Updated blog #' || (n % 500), '10.0.0.' || (n % 250), 'Mozilla/5.0 (bench)'
    from generate_series(1, ${ENTRIES}) as n`);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only counts).
  await sql.execute('vacuum analyze activity_entries');
  console.log(`${ENTRIES.toLocaleString('en')} entries generated in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const recent = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const cases: [string, ActivityFilters][] = [
    ['first page, no filter', {}],
    ['by actor', { actor: 'editor3' }],
    ['by section', { section: 'blog' }],
    ['by action', { action: 'sign-in' }],
    ['section + action + last 7 days', { section: 'blog', action: 'update', from: recent }],
  ];
  for (const [name, filters] of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now();
      await listActivity(orm.em.fork(), filters, 1, 25);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms`);
  }

  const t0 = performance.now();
  let bytes = 0;
  for await (const piece of activityCsv(orm.em.fork(), { section: 'blog' })) bytes += piece.length;
  console.log(
    `\nCSV export of one section (${Math.round(ENTRIES / 12).toLocaleString('en')} entries, ${(bytes / 1e6).toFixed(1)} MB): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await orm.close();
} finally {
  await database.stop();
  await rm(tempDir, { recursive: true, force: true });
}
