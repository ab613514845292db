import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../../../../tests/support/database-server';
import { loadConfig } from '../../config';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../embedded-postgres';
import { databaseForTool, restoreBackup, RestoreRefused, takeBackup } from './index';

const APP = { name: 'consultancy-platform', version: 'test' };
const server = () => inject('databaseServerUrl');
let workDir: string;
const created: string[] = [];

/** A new database: a copy of the seeded template, or empty. Dropped after the file. */
async function newDatabase(copyOfTemplate: boolean): Promise<string> {
  const name = uniqueName('bk');
  await adminQuery(server(), copyOfTemplate ? `create database ${name} template ${inject('templateDatabase')}` : `create database ${name}`);
  created.push(name);
  return databaseUrl(server(), name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of schema public with a digest of all its rows, and every sequence's position. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ digest: string; count: string }>(
      url,
      `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest, count(*)::text as count from "${name}" t`,
    );
    result[name] = `${row!.count} rows ${row!.digest}`;
  }
  for (const seq of await query<{ name: string; last: string | null }>(
    url,
    "select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'",
  )) {
    result[`sequence ${seq.name}`] = String(seq.last);
  }
  return result;
}

const publicTableCount = async (url: string) =>
  Number((await query<{ n: string }>(url, "select count(*)::text as n from pg_tables where schemaname = 'public'"))[0]!.n);

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  for (const name of created) await adminQuery(server(), `drop database if exists ${name} with (force)`);
  await rm(workDir, { recursive: true, force: true });
});

describe('a backup restored into an empty database', () => {
  let source: string;
  let archive: string;

  beforeAll(async () => {
    source = await newDatabase(true);
    // Values COPY must escape, NULLs, non-ASCII text and binary media bytes.
    await query(
      source,
      `insert into contact_messages (name, email, company, subject, inquiry_type, message, created_at, updated_at, version)
       values ($1, 'ana@example.com', 'Tab\tand\\backslash', '', 'general', $2, now(), now(), 1)`,
      ['Ana Łukasiewicz 🌍', 'line one\nline two\r\n\\N is not null'],
    );
    await query(
      source,
      `insert into media (key, filename, content_type, size, sha256, data, created_at, updated_at, version) values ('0123456789abcdef0123', 'pixel.png', 'image/png', 64, $1, $2, now(), now(), 1)`,
      ['a'.repeat(64), randomBytes(64)],
    );
    archive = path.join(workDir, 'site.tar.gz');
    await takeBackup(source, archive, APP);
  });

  it('holds every table, row for row, with the sequences where they were', async () => {
    const target = await newDatabase(false);
    const manifest = await restoreBackup(target, archive);
    expect(manifest.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['contact_messages', 'media', 'users', 'blog_posts', 'settings']));
    expect(await fingerprint(target)).toEqual(await fingerprint(source));
  });

  it('lets the site go on: a new row gets an id after the restored ones', async () => {
    const target = await newDatabase(false);
    await restoreBackup(target, archive);
    const [{ max }] = (await query<{ max: number }>(source, 'select max(id) as max from contact_messages')) as [{ max: number }];
    const [inserted] = await query<{ id: number }>(
      target,
      `insert into contact_messages (name, email, subject, message, created_at, updated_at, version) values ('New', 'new@example.com', 'Hi', 'hello', now(), now(), 1) returning id`,
    );
    expect(inserted!.id).toBeGreaterThan(max);
  });

  it('refuses a database that is not empty and changes nothing in it', async () => {
    const target = await newDatabase(true);
    const before = await fingerprint(target);
    await expect(restoreBackup(target, archive)).rejects.toThrow(/not empty/);
    expect(await fingerprint(target)).toEqual(before);
  });

  it('refuses a damaged archive before touching the database', async () => {
    const bytes = await readFile(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const damaged = path.join(workDir, 'damaged.tar.gz');
    await writeFile(damaged, bytes);
    const target = await newDatabase(false);
    await expect(restoreBackup(target, damaged)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target, damaged)).rejects.toThrow(/damaged/);
    expect(await publicTableCount(target)).toBe(0);
  });

  it('refuses a table file whose bytes no longer match the manifest', async () => {
    const dir = await mkdtemp(path.join(workDir, 'edit-'));
    await tar.extract({ file: archive, cwd: dir });
    await writeFile(path.join(dir, 'data', 'public.contact_messages.copy'), 'tampered\n', { flag: 'a' });
    const tampered = path.join(workDir, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: dir }, ['manifest.json', 'data']);
    const target = await newDatabase(false);
    await expect(restoreBackup(target, tampered)).rejects.toThrow(/contact_messages\.copy does not match its checksum/);
    expect(await publicTableCount(target)).toBe(0);
  });

  it('refuses a backup from a newer version, naming its schema', async () => {
    const dir = await mkdtemp(path.join(workDir, 'newer-'));
    await tar.extract({ file: archive, cwd: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    manifest.migrations.push('Migration29991231000000_from_the_future');
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const newer = path.join(workDir, 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: dir }, ['manifest.json', 'data']);
    const target = await newDatabase(false);
    await expect(restoreBackup(target, newer)).rejects.toThrow(/newer version of the application \(schema Migration29991231000000_from_the_future\)/);
    expect(await publicTableCount(target)).toBe(0);
  });

  it('refuses a file that is not an archive', async () => {
    const notArchive = path.join(workDir, 'notes.txt');
    await writeFile(notArchive, 'just some text');
    await expect(restoreBackup(await newDatabase(false), notArchive)).rejects.toThrow(/damaged or not a backup archive/);
  });
});

describe('npm run backup and npm run restore', () => {
  const run = promisify(execFile);
  const tool = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      // Vitest sets BASE_URL to Vite's '/', which the tools' configuration rightly refuses.
      env: { ...process.env, BASE_URL: 'http://localhost:3000', ...env },
      timeout: 60_000,
    });

  it('round-trip a site through the command line, and a refusal exits 2 with the reason', async () => {
    const source = await newDatabase(true);
    const archive = path.join(workDir, 'cli.tar.gz');
    const backup = await tool('backup', [archive], { DATABASE_URL: source });
    expect(backup.stdout).toMatch(/wrote .*cli\.tar\.gz: \d+ tables, \d+ rows/);

    const target = await newDatabase(false);
    const restore = await tool('restore', [archive], { DATABASE_URL: target });
    expect(restore.stdout).toMatch(/restored \d+ tables/);
    expect(await fingerprint(target)).toEqual(await fingerprint(source));

    const again = await tool('restore', [archive], { DATABASE_URL: target }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 2, stderr: expect.stringMatching(/refused: the target database is not empty/) });
  }, 180_000); // three Node processes that load the ORM, on a shared machine
});

describe('beside a running site on the embedded PostgreSQL', () => {
  it('the tools find the server the site started, from its postmaster.pid, and nothing once it stopped', async () => {
    const rootDir = await mkdtemp(path.join(workDir, 'site-'));
    // PostgreSQL runs as its own user when we are root: it must reach the data folder.
    await Promise.all([chmod(workDir, 0o755), chmod(rootDir, 0o755)]);
    const config = loadConfig({ NODE_ENV: 'test', BASE_URL: 'http://localhost:3000', DATA_DIR: rootDir });
    const site = await startEmbeddedPostgres(path.join(config.dataDir, 'db'));
    try {
      const tool = await databaseForTool(config, () => {});
      expect(tool.url).toBe(site.url);
      expect(await query<{ one: number }>(tool.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      await tool.close();
      expect(await query<{ one: number }>(site.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await site.stop();
    }
    expect(await runningEmbeddedPostgresUrl(path.join(config.dataDir, 'db'))).toBeUndefined();
  }, 120_000);
});
