/**
 * A CSV export's worker thread (started by `csv-in-worker.ts`): reads the list's rows through a cursor
 * on a PostgreSQL connection of its own and sends them as CSV, one batch per piece asked for. Every row
 * object and string of a million-row export lives and dies in this thread's small heap, never in the
 * server's (decision 052).
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { csvHeader, csvLines, type CsvColumn } from './csv';
import type { CsvWorkerJob, CsvWorkerMessage } from './csv-in-worker';

const job = workerData as CsvWorkerJob;
const port = parentPort!;

// The server asks for each piece when its response stream wants more, so this thread never runs ahead.
let asked = 0;
let wake: (() => void) | undefined;
port.on('message', () => {
  asked += 1;
  wake?.();
});
async function nextAsked() {
  while (asked === 0) await new Promise<void>((resolve) => (wake = resolve));
  asked -= 1;
}

const send = (message: CsvWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const encoder = new TextEncoder();

const client = new pg.Client({ connectionString: job.databaseUrl, ...job.connection });
// What PostgreSQL or the connection refused, told apart from a fault of this code (a column that throws).
const fromDatabase = new WeakSet<object>();
const database = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    if (error && typeof error === 'object') fromDatabase.add(error);
    throw error;
  });
try {
  const { default: columns } = (await import(job.columnsModule)) as { default: CsvColumn<Record<string, unknown>>[] };
  // The entity's property names, as the columns read them (`createdAt`, not `created_at`).
  const asEntity = (row: Record<string, unknown>) => Object.fromEntries(job.properties.map(([column, property]) => [property, row[column]]));
  await database(client.connect());
  await database(client.query('begin read only'));
  await database(client.query(`declare csv_export no scroll cursor for ${job.sql}`, job.bindings));
  // The header goes with the first batch (alone when nothing matches): a database that cannot answer
  // fails the first piece, before the server has sent a 200.
  let header = csvHeader(columns);
  for (;;) {
    await nextAsked();
    const { rows } = await database(client.query<Record<string, unknown>>(`fetch ${job.batchRows} from csv_export`));
    if (rows.length === 0 && !header) break;
    const bytes = encoder.encode(header + csvLines(rows.map(asEntity), columns));
    header = '';
    send({ piece: bytes }, [bytes.buffer as ArrayBuffer]);
  }
  await database(client.query('commit'));
  send({ done: true });
} catch (error) {
  const { message = String(error), code } = error as { message?: string; code?: string };
  send({ error: { message, code, fromDatabase: fromDatabase.has(error as object) } });
} finally {
  // Ending the connection ends a transaction left open by a failure with it.
  await client.end().catch(() => {});
  port.close();
}
