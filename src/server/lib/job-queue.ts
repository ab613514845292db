import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/postgresql';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';

/** The PostgreSQL schema holding pg-boss's tables; created by a migration, never by pg-boss itself. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

export type JobRetries = { retryLimit: number; retryDelaySeconds: number };

/** When a job may start (after this many seconds), and how long a run may take before it counts as failed and is retried. */
/** When a job may first run: a number of seconds from now, or a moment (a scheduled publish); how long a run may take. */
export type JobTiming = { startAfter?: number | Date; expireInSeconds?: number };

/** A job's run: its data, and which attempt this is (0 for the first). */
export type JobRun<T> = { id: string; data: T; retryCount: number };

/** What modules see of the job queue: send a job, and run the jobs of a queue. */
export type JobQueue = {
  /**
   * Queues a job. With `em` inside `em.transactional`, the job is written in that transaction: it
   * exists only if the transaction commits, and a worker cannot pick it up before.
   */
  send: <T extends object>(queue: string, data: T, options: JobRetries & JobTiming & { em?: EntityManager }) => Promise<void>;
  /** Runs each job of the queue once at a time across every instance; a thrown error is a failed attempt, retried by the job's retries. */
  work: <T extends object>(queue: string, handler: (job: JobRun<T>) => Promise<void>) => Promise<void>;
  /**
   * Runs `run` on a cron schedule (UTC): this instance's worker for the queue, and the schedule, whose each
   * due run pg-boss sends once across every instance.
   */
  schedule: (queue: string, cron: string, retries: JobRetries, run: () => Promise<unknown>) => Promise<void>;
  /** Removes the queue's schedule, if it has one (a job switched off by configuration). */
  unschedule: (queue: string) => Promise<void>;
};

export type StartedJobQueue = JobQueue & { stop: () => Promise<void> };

const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<'completeJobs' | 'failJobsById', (schema: string) => string>;
const OUTCOME_QUERIES = new Set([pgBossPlans.completeJobs(JOB_QUEUE_SCHEMA), pgBossPlans.failJobsById(JOB_QUEUE_SCHEMA)]);
/** The answer pg-boss reads as "no job's outcome changed" (it reads `rows[0].count`). */
const NOTHING_RECORDED = { rows: [{ count: '0' }] };

// Jobs are short (one e-mail); a worker that looks every second answers promptly without busy polling.
const POLLING_INTERVAL_SECONDS = 1;
// Stopping waits this long for jobs in progress before the server gives up on them (they are retried).
const STOP_TIMEOUT_MS = 10_000;

/**
 * pg-boss over the same PostgreSQL as the ORM. `migrate: false`: its tables come from our migrations
 * (scripts/create-queue-migration.ts), and start-up fails if they are missing or of another version.
 */
export async function startJobQueue(connectionString: string, onError: (error: Error) => void): Promise<StartedJobQueue> {
  // Our own pool, so it is closed also when start-up fails (pg-boss closes only a pool it opened and started).
  // Bounded waits: a query or connection stuck on a database that went away must not hold shutdown forever.
  const pool = new pg.Pool({ connectionString, max: 4, application_name: 'job-queue', connectionTimeoutMillis: 5_000, query_timeout: 15_000 });
  pool.on('error', onError);
  // `pool.end()` resolves once its clients are let go of, before their connections have closed: one
  // still closing when the database is dropped or restarted reports an error after the stop. Counted
  // here, so that stopping waits until the last has closed.
  let connections = 0;
  let lastClosed: (() => void) | undefined;
  pool.on('connect', () => (connections += 1));
  pool.on('remove', () => {
    connections -= 1;
    if (connections === 0) lastClosed?.();
  });
  const endPool = async () => {
    const closed = connections > 0 ? new Promise<void>((resolve) => (lastClosed = resolve)) : Promise.resolve();
    await pool.end();
    // Bounded: a connection to a database that no longer answers may never report its end.
    const givingUp = new AbortController();
    await Promise.race([closed, delay(STOP_TIMEOUT_MS, undefined, { signal: givingUp.signal }).catch(() => {})]);
    givingUp.abort();
  };
  // pg-boss 10 does not await the queries that record a job's outcome (manager.js, `onFetch`): if the
  // database is away just then, or the pool already ended because the job outlived the stop timeout,
  // their rejection would go unhandled and end the process. Those two queries, known by pg-boss's own
  // SQL, report the error and answer "nothing recorded": the job stays active and is retried when it
  // expires (handlers are idempotent). Other queries fail as usual.
  let stopped = false;
  const executeSql = async (text: string, values?: unknown[]) => {
    const recordsOutcome = OUTCOME_QUERIES.has(text);
    if (stopped) return recordsOutcome ? NOTHING_RECORDED : { rows: [] };
    if (!recordsOutcome) return pool.query(text, values);
    return pool.query(text, values).catch((error: Error) => {
      onError(error);
      return NOTHING_RECORDED;
    });
  };
  // `schedule`: pg-boss's clock sends scheduled jobs (queue __pgboss__send-it, made by a migration).
  const boss = new PgBoss({ db: { executeSql }, schema: JOB_QUEUE_SCHEMA, migrate: false, schedule: true });
  boss.on('error', onError);
  try {
    await boss.start();
  } catch (error) {
    await endPool();
    throw error;
  }

  const work: JobQueue['work'] = async <T extends object>(queue: string, handler: (job: JobRun<T>) => Promise<void>) => {
    // Queues are made by migrations too (pg-boss gives each one a table): a missing one is a missing migration.
    if (!(await boss.getQueue(queue))) throw new Error(`job queue "${queue}" does not exist: is a migration missing?`);
    await boss.work<T>(queue, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) => {
      if (job) await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
    });
  };

  return {
    send: async (queue, data, { em, retryLimit, retryDelaySeconds, startAfter, expireInSeconds }) => {
      await boss.send(queue, data, {
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        // pg-boss refuses an option present but undefined.
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
        db: em ? await transactionDb(em) : undefined,
      });
    },
    work,
    schedule: async (queue, cron, { retryLimit, retryDelaySeconds }, run) => {
      await work(queue, async () => {
        await run();
      });
      await boss.schedule(queue, cron, {}, { tz: 'UTC', retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true });
    },
    unschedule: async (queue) => {
      await boss.unschedule(queue);
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      stopped = true;
      await endPool();
    },
  };
}

/** pg-boss's `db` option over the caller's open transaction (the connection MikroORM's knex holds for it). */
async function transactionDb(em: EntityManager): Promise<PgBoss.Db> {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (!transaction) throw new Error('a job sent with an EntityManager must be sent inside em.transactional');
  const connection = (await transaction.client.acquireConnection()) as pg.ClientBase;
  return { executeSql: (text, values) => connection.query(text, values) };
}
