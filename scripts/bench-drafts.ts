/**
 * `npm run bench:drafts`: drafts and revisions at scale (issue 15). In a throwaway embedded PostgreSQL,
 * one blog post gets 10,000 revisions and the activity log 1,000,000 entries; then, over HTTP against the
 * real server in this process, 30 runs each after a warm-up: the post's first page of revisions, the
 * activity log's first page, and publishing a draft of that post (the save of the draft is not timed).
 *   npm run bench:drafts            (or: npm run bench:drafts -- 10000 100000  for revisions and entries)
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { withInProcessApp } from './lib/in-process-app';
import { percentile } from './lib/measure';

const REVISIONS = Number(process.argv[2] ?? 10_000);
const ENTRIES = Number(process.argv[3] ?? 1_000_000);
const RUNS = 30;

const report = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(46)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`);
};

/** `RUNS` timed calls of `timed` after three untimed ones, each after its untimed `before`. */
async function timeRuns(timed: () => Promise<unknown>, before?: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = -3; run < RUNS; run += 1) {
    await before?.(run);
    const t0 = performance.now();
    await timed();
    if (run >= 0) times.push(performance.now() - t0);
  }
  return times;
}

await withInProcessApp({}, async ({ databaseUrl, call }) => {
  const post = await call<{ id: number }>('POST', '/api/admin/blog', { title: 'A much revised post', content: '<p>Words</p>', isPublished: true });

  // Its own connection: generating a million rows outlasts the server's statement time limit.
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  const started = performance.now();
  await sql.query(`insert into content_revisions (section, item_id, reason, data, saved_by, created_at)
    select 'blog', ${post.id}, 'update', jsonb_build_object('title', 'Revision ' || n, 'content', '<p>Words ' || n || '</p>'), 'editor' || (n % 8),
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

  report('revisions of the post, first page', await timeRuns(() => call('GET', `/api/admin/blog/${post.id}/revisions`)));
  report('activity log, first page', await timeRuns(() => call('GET', '/api/admin/activity')));
  report(
    `publish a draft (post with ${REVISIONS.toLocaleString('en')} revisions)`,
    await timeRuns(
      () => call('POST', `/api/admin/blog/${post.id}/publish`, {}),
      (run) => call('PUT', `/api/admin/blog/${post.id}/draft`, { title: `Draft ${run}` }),
    ),
  );
});
