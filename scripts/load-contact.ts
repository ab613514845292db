/**
 * Load test of the contact endpoint: 10,000 submissions at concurrency 50 against a real
 * server and PostgreSQL on this machine, then a check that every accepted submission is
 * stored exactly once. Prints throughput and latency percentiles.
 *   npm run load:contact [-- --total 10000 --concurrency 50]
 * Uses DATABASE_URL when set, otherwise a throwaway embedded PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../src/server/db/orm';

const { values } = parseArgs({ options: { total: { type: 'string', default: '10000' }, concurrency: { type: 'string', default: '50' } } });
const total = Number(values.total);
const concurrency = Number(values.concurrency);

const tempDir = process.env.DATABASE_URL ? null : await mkdtemp(path.join(os.tmpdir(), 'consultancy-load-'));
const database = tempDir ? await startEmbeddedPostgres(tempDir) : null;
const orm = await openOrm(process.env.DATABASE_URL ?? database!.url, { pool: { min: 2, max: 20 } });
await migrate(orm);
// The per-address write limit would (rightly) stop one client sending 10,000 messages.
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_WRITE_LIMIT: '0' }), orm, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/contact`;

const run = randomBytes(4).toString('hex');
const latencies: number[] = [];
const accepted = new Map<string, number>();
const statuses = new Map<number, number>();
let next = 0;

const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const n = next++;
      const marker = `load-${run}-${n}`;
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Load Tester', email: `load${n}@example.com`, subject: marker, message: `Load test message ${marker}` }),
      });
      const body = (await res.json()) as { success: boolean; data?: { id: number } };
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201 && body.success && body.data) accepted.set(marker, body.data.id);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const rows = await orm.em
  .getConnection()
  .execute<{ subject: string; id: number }[]>('select id, subject from contact_messages where subject like ?', [`load-${run}-%`]);
const stored = new Map<string, number[]>();
for (const row of rows) stored.set(row.subject, [...(stored.get(row.subject) ?? []), row.id]);
const missing = [...accepted.keys()].filter((marker) => !stored.has(marker));
const duplicated = [...stored.entries()].filter(([, ids]) => ids.length > 1);
const mismatched = [...accepted.entries()].filter(([marker, id]) => stored.get(marker)?.[0] !== id);

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
console.log(`contact submissions: ${total} at concurrency ${concurrency} in ${seconds.toFixed(1)} s`);
console.log(`throughput: ${(total / seconds).toFixed(0)} requests/s`);
console.log(`latency ms: p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}  max ${latencies.at(-1)!.toFixed(1)}`);
console.log(`statuses: ${[...statuses.entries()].map(([s, c]) => `${s}×${c}`).join(', ')}`);
console.log(`accepted ${accepted.size}, stored ${rows.length}, missing ${missing.length}, duplicated ${duplicated.length}, id mismatches ${mismatched.length}`);

await app.close();
await orm.close();
await database?.stop();
if (tempDir) await rm(tempDir, { recursive: true, force: true });
const ok = missing.length === 0 && duplicated.length === 0 && mismatched.length === 0 && rows.length === accepted.size && accepted.size === total;
console.log(ok ? 'OK: every accepted submission is stored exactly once' : 'FAILED: see the counts above');
process.exit(ok ? 0 : 1);
