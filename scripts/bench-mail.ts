/**
 * `npm run bench:mail`: one newsletter issue to 10,000 confirmed subscribers, sent by the real server
 * (its job queue, batches and outbox) to an SMTP server in this process that counts what it accepts.
 * A throwaway embedded PostgreSQL; prints messages per second from the send to the last message
 * accepted, and how much the process's memory grew meanwhile.
 *   npm run bench:mail            (or: npm run bench:mail -- 2000  for fewer recipients)
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { withInProcessApp } from './lib/in-process-app';

const RECIPIENTS = Number(process.argv[2] ?? 10_000);

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

try {
  await withInProcessApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` }, async ({ orm, call }) => {
    await orm.em.getConnection().execute(
      `insert into newsletter_subscribers (email, status, confirmed_at, created_at, updated_at)
         select 'reader' || n || '@example.com', 'confirmed', now(), now(), now() from generate_series(1, ${RECIPIENTS}) as n`,
    );
    const body = Array.from({ length: 6 }, (_, i) => `<h2>Section ${i + 1}</h2><p>${'Retail operations change quickly. '.repeat(12)}</p>`).join('');
    const issue = await call<{ id: number }>('POST', '/api/admin/newsletter/issues', { subject: 'Benchmark issue', preheader: 'Numbers', body });

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
    const started = performance.now();
    await call('POST', `/api/admin/newsletter/issues/${issue.id}/send`, { ratePerMinute: 60_000 });
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
  });
} finally {
  smtp.close();
}
