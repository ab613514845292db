import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { matchingRows, type AnyList, type ListRequest } from './admin-list';

/**
 * A query as one SQL statement for another connection to read through a cursor, with the table column
 * that holds each of the entity's scalar properties, so the rows can be given the entity's property
 * names without the ORM.
 */
export type RowsStatement = { sql: string; bindings: unknown[]; properties: [column: string, property: string][] };

export function rowsStatement<T extends object>(em: EntityManager, query: QueryBuilder<T>, entity: { meta: { className: string } }): RowsStatement {
  const { sql, bindings } = query.getKnexQuery().toSQL().toNative();
  const properties = em
    .getMetadata()
    .get(entity.meta.className)
    .props.filter((prop) => prop.kind === 'scalar' && prop.persist !== false && prop.fieldNames?.length === 1)
    .map((prop): [string, string] => [prop.fieldNames[0]!, prop.name]);
  return { sql, bindings: [...bindings], properties };
}

/** What the worker is given: the list's statement, where to run it, and the module whose default export is the CSV's columns. */
export type CsvWorkerJob = RowsStatement & {
  databaseUrl: string;
  /** The pg client options the server's own connections have (its time limits). */
  connection: Record<string, unknown>;
  columnsModule: string;
  batchRows: number;
};

/** What the worker answers each time it is asked for the next piece. */
export type CsvWorkerMessage = { piece: Uint8Array } | { done: true } | { error: { message: string; code?: string; fromDatabase: boolean } };

// Rows fetched per round trip: enough to keep the connection busy, few enough to stay small.
const BATCH_ROWS = 1000;

/**
 * The worker's own heap. One batch and its CSV take a few MB; within these limits V8 collects the
 * export's garbage as it goes, where the server's heap would first grow by a few hundred MB (decision 052).
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

// How long the worker's transaction may wait for the download to ask for more before PostgreSQL ends it.
const IDLE_IN_TRANSACTION_MS = 60_000;

const WORKER_ENTRY = new URL('./csv-worker.bootstrap.mjs', import.meta.url);

/**
 * Every row of `statement` as CSV with the columns `columnsModule` exports, made in a worker thread on a
 * connection of its own (`csv-worker.entry.ts`) and handed over as bytes, one batch each time the
 * reader asks. A database fault fails the first piece (the caller can still answer 503); a reader that
 * stops early, or a fault, ends the worker and with it the connection and its transaction.
 */
export async function* csvInWorker(em: EntityManager, statement: RowsStatement, columnsModule: URL): AsyncGenerator<Uint8Array> {
  const job: CsvWorkerJob = {
    ...statement,
    databaseUrl: em.config.get('clientUrl') ?? '',
    connection: {
      ...(em.config.get('driverOptions') as { connection?: Record<string, unknown> }).connection,
      // A transaction left waiting (a server that lost its worker without closing the connection) ends by itself.
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    },
    columnsModule: columnsModule.href,
    batchRows: BATCH_ROWS,
  };
  const worker = new Worker(WORKER_ENTRY, { workerData: job, resourceLimits: WORKER_HEAP, execArgv: [] });
  const exited = new AbortController();
  worker.once('exit', () => exited.abort());
  // Buffers what arrives until read; an uncaught error in the worker (out of memory, say) rejects it.
  const messages = on(worker, 'message', { signal: exited.signal });
  try {
    for (;;) {
      worker.postMessage('next');
      const next = await messages.next().catch((error: unknown) => {
        throw exited.signal.aborted && (error as Error).name === 'AbortError' ? new Error('The CSV export stopped before its end') : error;
      });
      const [message] = next.value as [CsvWorkerMessage];
      if ('done' in message) return;
      if ('error' in message) throw workerError(em, message.error);
      yield message.piece;
    }
  } finally {
    await worker.terminate();
  }
}

/** A database's refusal as the ORM would have raised it, so it is answered as a fault (503); anything else is this code's (500). */
function workerError(em: EntityManager, { message, code, fromDatabase }: { message: string; code?: string; fromDatabase: boolean }): Error {
  const error = Object.assign(new Error(message), { code });
  return fromDatabase ? em.getDriver().convertException(error) : new Error(`The CSV export failed: ${message}`);
}

/** The rows an admin list shows for the same search, filters and sort, as CSV with the columns `columnsModule` exports. */
export function listCsv(em: EntityManager, list: AnyList, request: Omit<ListRequest, 'page' | 'pageSize'>, columnsModule: URL): AsyncGenerator<Uint8Array> {
  return csvInWorker(em, rowsStatement(em, matchingRows(em, list, request), list.entity), columnsModule);
}
