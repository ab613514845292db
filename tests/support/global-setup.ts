import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { migrate, openOrm } from '../../src/server/db/orm';
import { ensureFirstAdmin, seedDemoContent } from '../../src/server/db/seed/seed';
import { adminQuery, databaseUrl, uniqueName } from './database-server';
import { TEST_ADMIN } from './test-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one, or DATABASE_URL when set. A template
 * database is migrated and seeded once; every test file clones it (see test-app.ts).
 */
export default async function setup(project: TestProject) {
  const tempDir = process.env.DATABASE_URL ? null : await mkdtemp(path.join(os.tmpdir(), 'consultancy-test-'));
  const embedded = tempDir ? await startEmbeddedPostgres(tempDir) : null;
  // The harness creates a database per test file: it needs the superuser, which the app never uses.
  const serverUrl = process.env.DATABASE_URL ?? (embedded?.superuserUrl as string);
  const template = uniqueName('tpl');

  await adminQuery(serverUrl, `create database ${template}`);
  const orm = await openOrm(databaseUrl(serverUrl, template));
  await migrate(orm);
  await seedDemoContent(orm.em);
  await ensureFirstAdmin(orm.em, TEST_ADMIN);
  await orm.close();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
