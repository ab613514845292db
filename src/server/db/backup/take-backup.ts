import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_FILE, type Manifest, qualifiedName, quoteIdentifier, type TableEntry } from './manifest';

/** Tables a restore makes itself: the migrations' own record is rebuilt by running them. */
const REBUILT_BY_MIGRATIONS = new Set(['mikro_orm_migrations']);

/**
 * The application's tables in schema `public` (partitions read through their parent). The job
 * queue's schema is left out: its jobs are transient and its queues are made at start-up.
 */
export async function applicationTables(client: pg.ClientBase): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(`
    select n.nspname as schema, c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by n.nspname, c.relname
     order by c.relname`);
  return rows.filter((table) => !REBUILT_BY_MIGRATIONS.has(table.name));
}

/** Counts rows (COPY text format escapes newlines inside values, so one line is one row) and hashes the bytes. */
function countingHash() {
  const hash = createHash('sha256');
  let rows = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      for (const byte of chunk) if (byte === 0x0a) rows++;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ rows, sha256: hash.digest('hex') }) };
}

async function copyTableOut(client: pg.ClientBase, table: { schema: string; name: string; columns: string[] }, workDir: string): Promise<TableEntry> {
  const file = `data/${table.schema}.${table.name}.copy`;
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const counter = countingHash();
  await pipeline(
    client.query(copyTo(`copy (select ${columns} from ${qualifiedName(table.schema, table.name)}) to stdout`)),
    counter.stream,
    createWriteStream(path.join(workDir, file)),
  );
  return { ...table, file, ...counter.result() };
}

/**
 * Writes one gzip-compressed archive of every application table, read in a single repeatable-read
 * transaction so the rows agree with each other, with a manifest naming the schema version (the
 * applied migrations), each table's row count and SHA-256, and the sequences' positions. Uploaded
 * media live in PostgreSQL, so they are inside. The archive appears only when complete.
 */
export async function takeBackup(databaseUrl: string, archive: string, app: Manifest['app']): Promise<Manifest> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'backup-'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await mkdir(path.join(workDir, 'data'));
    await client.query('begin isolation level repeatable read read only');
    const migrations = (await client.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map((row) => row.name);
    const tables: TableEntry[] = [];
    for (const table of await applicationTables(client)) tables.push(await copyTableOut(client, table, workDir));
    const sequences = (
      await client.query<{ schema: string; name: string; lastValue: string | null }>(
        `select schemaname as schema, sequencename as name, last_value::text as "lastValue"
           from pg_sequences where schemaname = 'public' order by sequencename`,
      )
    ).rows;
    await client.query('commit');

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      app,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      sequences,
    };
    await writeFile(path.join(workDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${archive}.partial`;
    try {
      await tar.create({ gzip: true, file: partial, cwd: workDir, portable: true }, [MANIFEST_FILE, ...tables.map((table) => table.file)]);
      await rename(partial, archive);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    await client.end();
    await rm(workDir, { recursive: true, force: true });
  }
}
