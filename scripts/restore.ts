/**
 * `npm run restore -- FILE`: restores an archive of `npm run backup` into an empty database
 * (DATABASE_URL, or the embedded one under a new DATA_DIR). A damaged archive, one from a newer
 * version or a database that is not empty is refused with the reason, and nothing is changed.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { databaseForTool, restoreBackup, RestoreRefused } from '../src/server/db/backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- FILE   (an archive written by npm run backup)');
  process.exit(2);
}
const config = loadConfig();
const database = await databaseForTool(config, (message) => console.log(`[restore] ${message}`));
try {
  const manifest = await restoreBackup(database.url, path.resolve(file));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`[restore] restored ${manifest.tables.length} tables, ${rows} rows from ${manifest.createdAt} (schema ${manifest.migrations.at(-1)})`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`[restore] refused: ${error.message}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
