import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { migrationsList } from '../../../../migrations';
import { openOrm } from '../orm';
import { MANIFEST_FILE, type Manifest, manifestSchema, qualifiedName, quoteIdentifier, type TableEntry } from './manifest';

/** A restore that was refused before anything in the database changed; the message says why. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Unpacks the archive and checks it whole: readable, a manifest of our format, every file present and intact. */
async function unpackAndVerify(archive: string, workDir: string): Promise<Manifest> {
  try {
    await tar.extract({ file: archive, cwd: workDir, strict: true });
  } catch (error) {
    throw new RestoreRefused(`${archive} is damaged or not a backup archive (${(error as Error).message})`);
  }
  let manifestText: string;
  try {
    manifestText = await readFile(path.join(workDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new RestoreRefused(`${archive} has no ${MANIFEST_FILE}: it is not a backup archive`);
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    throw new RestoreRefused(`${archive}: ${MANIFEST_FILE} is not valid JSON`);
  }
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(manifest)'}: ${issue.message}`);
    throw new RestoreRefused(`${archive}: the manifest is not one this version reads:\n  ${problems.join('\n  ')}`);
  }
  for (const table of parsed.data.tables) {
    const file = path.join(workDir, table.file);
    const actual = await sha256Of(file).catch(() => 'missing');
    if (actual !== table.sha256)
      throw new RestoreRefused(`${archive} is damaged: ${table.file} ${actual === 'missing' ? 'is missing' : 'does not match its checksum'}`);
  }
  return parsed.data;
}

/** The archive's schema must be one this version can reach by migrating: its migrations, in order, a prefix of ours. */
function targetMigration(manifest: Manifest): string {
  const known = migrationsList.map((migration) => migration.name);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `the backup comes from a newer version of the application (schema ${manifest.migrations.at(-1)}); upgrade this installation before restoring it`,
    );
  }
  if (manifest.migrations.some((name, index) => known[index] !== name)) {
    throw new RestoreRefused("the backup's migrations are not in this version's order; it cannot be restored here");
  }
  return manifest.migrations.at(-1) as string;
}

async function assertEmpty(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ count: string }>("select count(*)::text as count from pg_tables where schemaname = 'public'");
  if (rows[0]?.count !== '0') {
    throw new RestoreRefused('the target database is not empty; restore into a new database (a new DATA_DIR, or DATABASE_URL naming an empty database)');
  }
}

/** Tables ordered so that each comes after the tables its foreign keys point at. */
async function parentsFirst(client: pg.ClientBase, tables: TableEntry[]): Promise<TableEntry[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select cn.nspname || '.' || cc.relname as child, pn.nspname || '.' || pc.relname as parent
      from pg_constraint k
      join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
      join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`);
  const key = (table: TableEntry) => `${table.schema}.${table.name}`;
  const ordered: TableEntry[] = [];
  const placed = new Set<string>();
  const visit = (table: TableEntry, path: string[]) => {
    if (placed.has(key(table))) return;
    if (path.includes(key(table))) throw new RestoreRefused(`foreign keys form a cycle through ${path.join(' → ')}`);
    for (const { parent } of rows.filter((row) => row.child === key(table))) {
      const parentTable = tables.find((candidate) => key(candidate) === parent);
      if (parentTable) visit(parentTable, [...path, key(table)]);
    }
    placed.add(key(table));
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/**
 * Restores an archive of `takeBackup` into an empty database: checks the whole archive first, builds the
 * schema the archive was taken at by running the migrations up to it, then loads every table and sets
 * every sequence in one transaction. Anything refused or failing leaves the database's data as it was.
 * Starting the server afterwards applies the migrations that came later.
 */
export async function restoreBackup(databaseUrl: string, archive: string): Promise<Manifest> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'restore-'));
  const client = new pg.Client({ connectionString: databaseUrl });
  let connected = false;
  try {
    const manifest = await unpackAndVerify(archive, workDir);
    const target = targetMigration(manifest);
    await client.connect();
    connected = true;
    await assertEmpty(client);

    const orm = await openOrm(databaseUrl);
    try {
      await orm.getMigrator().up({ to: target });
    } finally {
      await orm.close();
    }

    await client.query('begin');
    try {
      const tables = await parentsFirst(client, manifest.tables);
      // Migrations may insert rows of their own (defaults); the archive's rows replace them.
      if (tables.length > 0) await client.query(`truncate ${tables.map((table) => qualifiedName(table.schema, table.name)).join(', ')} cascade`);
      for (const table of tables) {
        const columns = table.columns.map(quoteIdentifier).join(', ');
        await pipeline(
          createReadStream(path.join(workDir, table.file)),
          client.query(copyFrom(`copy ${qualifiedName(table.schema, table.name)} (${columns}) from stdin`)),
        );
      }
      for (const sequence of manifest.sequences) {
        const name = qualifiedName(sequence.schema, sequence.name);
        if (sequence.lastValue === null) await client.query('select setval($1::regclass, 1, false)', [name]);
        else await client.query('select setval($1::regclass, $2::bigint, true)', [name, sequence.lastValue]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return manifest;
  } finally {
    if (connected) await client.end();
    await rm(workDir, { recursive: true, force: true });
  }
}
