/**
 * `npm run bench:admin`: the dashboard's lists over a large database (fill it with `npm run seed:bulk`
 * first). Starts the real server in this process on DATABASE_URL (or the embedded PostgreSQL under
 * DATA_DIR), signs in as a bench account it creates, and times over HTTP, 30 runs each after a warm-up:
 * the contacts' first page, searches, a filtered and sorted page 2,000, and the CSV export of every
 * contact (time to first byte, the whole download, and how much the process's memory grew meanwhile),
 * the dashboard's overview, and a bulk action over the newest 10,000 messages (marked unread, then read, by their date filter).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { databaseForTool } from '../src/server/db/backup/tool-database';
import { openOrm } from '../src/server/db/orm';
import { createUser, UserEntity } from '../src/modules/auth';
import { percentile } from './lib/measure';

const RUNS = 30;
const BENCH_USER = { username: 'bench-admin', password: 'bench admin password 2026' };

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0' });
const database = await databaseForTool(config, (message) => console.log(`[bench:admin] ${message}`));
const orm = await openOrm(database.url);
const app = await buildApp({ config: { ...config, databaseUrl: database.url }, orm, logger: false });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const em = orm.em.fork();
  if (!(await em.findOne(UserEntity, { username: BENCH_USER.username }))) await createUser(em, BENCH_USER.username, BENCH_USER.password);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_USER) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const total = await em.count('ContactMessage');
  console.log(`${total.toLocaleString('en')} contact messages\n`);

  const cases: [string, string][] = [
    ['first page', '/api/admin/contacts'],
    ['search, one sender (q=sender4242@)', `/api/admin/contacts?q=${encodeURIComponent('sender4242@')}`],
    ['search + filter (q=Lefèvre, support)', `/api/admin/contacts?q=${encodeURIComponent('lefevre')}&inquiryType=support`],
    ['search, common word (q=Müller)', `/api/admin/contacts?q=${encodeURIComponent('müller')}`],
    ['filtered + sorted page 2,000', '/api/admin/contacts?inquiryType=partnership&sort=createdAt:asc&page=2000'],
    ['unread, newest, page 2,000', '/api/admin/contacts?isRead=false&page=2000'],
    ['dashboard overview (counts capped at 1,000)', '/api/admin/overview'],
  ];
  for (const [name, path] of cases) {
    const times: number[] = [];
    let matched = 0;
    for (let run = -3; run < RUNS; run += 1) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = (await res.json()) as { meta?: { total: number } };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      if (run >= 0) times.push(performance.now() - t0);
      if (run === 0) matched = body.meta?.total ?? 0;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${`${name} (${matched.toLocaleString('en')} rows)`.padEnd(56)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms`,
    );
  }

  const execute = promisify(execFile);
  // Three downloads, each by curl in a process of its own, as a browser would (compressed), so the RSS
  // sampled here is the server's alone, not also the client's buffers and decompression.
  console.log('\nCSV export of every contact, 3 downloads:');
  for (let download = 1; download <= 3; download += 1) {
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 50);
    const { stdout } = await execute('curl', [
      '--silent',
      '--compressed',
      '--output',
      '/dev/null',
      '--write-out',
      '%{time_starttransfer} %{time_total} %{size_download}',
      ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
      `${base}/api/admin/contacts/export.csv`,
    ]);
    clearInterval(sampler);
    const [startTransfer, seconds, bytes] = stdout.trim().split(' ').map(Number) as [number, number, number];
    console.log(
      `  ${download}: ${(bytes / 1e6).toFixed(0)} MB as sent, first byte ${(startTransfer * 1000).toFixed(0)} ms, all in ${seconds.toFixed(1)} s, ` +
        `memory growth ${((peak - before.rss) / 1e6).toFixed(0)} MB (peak RSS of the server process over its RSS before; ` +
        `the server's JavaScript heap +${((peakHeap - before.heapUsed) / 1e6).toFixed(0)} MB)`,
    );
  }

  // The newest 10,000 messages, selected as the dashboard's "select all matching" does: by a filter.
  const [tenThousandth] = await em
    .getConnection()
    .execute<{ created_at: Date }[]>('select created_at from contact_messages order by created_at desc offset 9999 limit 1');
  const filter = { from: new Date(tenThousandth!.created_at).toISOString() };
  const bulkTimes: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    const action = run % 2 === 0 ? 'mark-unread' : 'mark-read';
    const t1 = performance.now();
    const bulk = await fetch(`${base}/api/admin/contacts/bulk`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action, filter }),
    });
    const answer = (await bulk.json()) as { data?: { changed: number } };
    if (bulk.status !== 200) throw new Error(`bulk: ${bulk.status} ${JSON.stringify(answer)}`);
    // The first run also meets rows already unread; the rest change every one of them.
    if (run > 0) bulkTimes.push(performance.now() - t1);
    if (run === 1) console.log(`\nbulk ${action} on the newest ${answer.data!.changed.toLocaleString('en')} messages (by filter), 5 runs:`);
  }
  bulkTimes.sort((a, b) => a - b);
  console.log(`  p50 ${percentile(bulkTimes, 50).toFixed(0)} ms, slowest ${bulkTimes.at(-1)!.toFixed(0)} ms`);
} finally {
  await app.close();
  await orm.close();
  await database.close();
}
