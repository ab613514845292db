/**
 * Writes a migration for the difference between the entities and the schema the existing
 * migrations build. Runs against a throwaway embedded PostgreSQL, so no database is needed.
 *   npm run db:migration            (or: npm run db:migration -- name)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { MIGRATIONS_DIR, migrate, openOrm } from '../src/server/db/orm';
import { writeMigrationsIndex } from './migrations-index';

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-migration-'));
const database = await startEmbeddedPostgres(tempDir, console.log);
try {
  const orm = await openOrm(database.url);
  await migrate(orm);
  const migrator = orm.getMigrator();
  const pending = await migrator.checkMigrationNeeded();
  if (!pending) {
    console.log('The entities match the migrations: nothing to write.');
  } else {
    const result = await migrator.createMigration(undefined, false, false, process.argv[2]);
    writeMigrationsIndex(MIGRATIONS_DIR);
    console.log(`wrote migrations/${result.fileName} and updated migrations/index.ts`);
  }
  await orm.close();
} finally {
  await database.stop();
  await rm(tempDir, { recursive: true, force: true });
}
