import { expect, inject, it, vi } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../../../tests/support/database-server';
import { openOrm } from '../db/orm';
import { startJobQueue } from './job-queue';

const RETRIES = { retryLimit: 0, retryDelaySeconds: 1 };

async function withDatabase(template: string | null, run: (url: string) => Promise<void>) {
  const server = inject('databaseServerUrl');
  const name = uniqueName('queue');
  await adminQuery(server, `create database ${name}${template ? ` template ${template}` : ''}`);
  try {
    await run(databaseUrl(server, name));
  } finally {
    await adminQuery(server, `drop database if exists ${name} with (force)`);
  }
}

const errors: Error[] = [];
const failOnError = (error: Error) => errors.push(error);

it('refuses to start on a database whose migrations did not make its tables: it never creates them itself', async () => {
  await withDatabase(null, async (url) => {
    await expect(startJobQueue(url, failOnError)).rejects.toThrow('pg-boss is not installed');
    const orm = await openOrm(url);
    try {
      const schemas = await orm.em.getConnection().execute("select 1 from information_schema.schemata where schema_name = 'pgboss'");
      expect(schemas).toEqual([]);
      // Its connections are closed too: none is left for the database to end. A closed connection's
      // server process leaves pg_stat_activity a moment after the client has let go of it.
      const left = () => orm.em.getConnection().execute("select 1 from pg_stat_activity where application_name = 'job-queue' and datname = current_database()");
      await vi.waitFor(async () => expect(await left()).toEqual([]), { timeout: 5_000, interval: 100 });
    } finally {
      await orm.close();
    }
  });
});

it('a job sent inside a transaction exists only if that transaction commits', async () => {
  await withDatabase(inject('templateDatabase'), async (url) => {
    const orm = await openOrm(url);
    const queue = await startJobQueue(url, failOnError);
    const jobs = () => orm.em.getConnection().execute<{ data: { n: number } }[]>("select data from pgboss.job where name = 'mail-send' order by data->>'n'");
    try {
      await expect(
        orm.em.fork().transactional(async (em) => {
          await queue.send('mail-send', { n: 1 }, { ...RETRIES, em });
          throw new Error('the submission failed');
        }),
      ).rejects.toThrow('the submission failed');
      await orm.em.fork().transactional((em) => queue.send('mail-send', { n: 2 }, { ...RETRIES, em }));
      expect((await jobs()).map((job) => job.data.n)).toEqual([2]);
      await expect(queue.send('mail-send', { n: 3 }, { ...RETRIES, em: orm.em.fork() })).rejects.toThrow('inside em.transactional');
    } finally {
      await queue.stop();
      await orm.close();
    }
  });
});

it('work() refuses a queue that no migration made', async () => {
  await withDatabase(inject('templateDatabase'), async (url) => {
    const queue = await startJobQueue(url, failOnError);
    try {
      await expect(queue.work('not-migrated', async () => {})).rejects.toThrow('job queue "not-migrated" does not exist: is a migration missing?');
    } finally {
      await queue.stop();
    }
  });
});

it('reports no connection errors', () => {
  expect(errors).toEqual([]);
});
