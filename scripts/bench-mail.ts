/**
 * `npm run bench:mail`: one newsletter issue to 10,000 confirmed subscribers, sent by the real server
 * (its job queue, batches and outbox) to an SMTP server in this process that counts what it accepts.
 * A throwaway embedded PostgreSQL; prints messages per second from the send to the last message
 * accepted, and how much the process's memory grew meanwhile.
 *   npm run bench:mail            (or: npm run bench:mail -- 2000  for fewer recipients)
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../src/server/db/orm';
import { createUser } from '../src/modules/auth';

const RECIPIENTS = Number(process.argv[2] ?? 10_000);
const BENCH_USER = { username: 'bench-admin', password: 'bench admin password 2026' };

let accepted = 0;
let lastAcceptedAt = 0;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      accepted += 1;
      lastAcceptedAt = performance.now();
      callback();
    });
    stream.resume();
  },
});
smtp.listen(0, '127.0.0.1');
await once(smtp.server, 'listening');

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-mail-bench-'));
const database = await startEmbeddedPostgres(tempDir, () => {});
try {
  const orm = await openOrm(database.url);
  await migrate(orm);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0', SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  const app = await buildApp({ config: { ...config, databaseUrl: database.url }, orm, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await createUser(orm.em.fork(), BENCH_USER.username, BENCH_USER.password);
    const call = async (route: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { data: { id: number; token: string } };
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const { token } = await call('/api/auth/login', BENCH_USER);
    await orm.em.getConnection().execute(
      `insert into newsletter_subscribers (email, status, confirmed_at, created_at, updated_at)
         select 'reader' || n || '@example.com', 'confirmed', now(), now(), now() from generate_series(1, ${RECIPIENTS}) as n`,
    );
    const body = Array.from({ length: 6 }, (_, i) => `<h2>Section ${i + 1}</h2><p>${'Retail operations change quickly. '.repeat(12)}</p>`).join('');
    const issue = await call('/api/admin/newsletter/issues', { subject: 'Benchmark issue', preheader: 'Numbers', body }, token);

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
    const started = performance.now();
    await call(`/api/admin/newsletter/issues/${issue.id}/send`, { ratePerMinute: 60_000 }, token);
    while (accepted < RECIPIENTS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    clearInterval(sampler);
    global.gc?.();
    const after = process.memoryUsage();
    const seconds = (lastAcceptedAt - started) / 1000;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`${RECIPIENTS.toLocaleString('en')} messages in ${seconds.toFixed(1)} s: ${(RECIPIENTS / seconds).toFixed(0)} messages/s`);
    console.log(
      `memory: RSS ${mb(before.rss)} → peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}), after ${mb(after.rss)}; heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await app.close();
    await orm.close();
  }
} finally {
  await database.stop();
  await rm(tempDir, { recursive: true, force: true });
  smtp.close();
}
