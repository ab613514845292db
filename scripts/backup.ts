/**
 * `npm run backup [-- FILE]`: one consistent, compressed archive of the database (content, inboxes,
 * settings, users and uploaded media), by default DATA_DIR/backups/backup-<time>.tar.gz.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { databaseForTool, takeBackup } from '../src/server/db/backup';

const config = loadConfig();
const archive = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `backup-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`));
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

await mkdir(path.dirname(archive), { recursive: true });
const database = await databaseForTool(config, (message) => console.log(`[backup] ${message}`));
try {
  const manifest = await takeBackup(database.url, archive, { name: pkg.name, version: pkg.version });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`[backup] wrote ${archive}: ${manifest.tables.length} tables, ${rows} rows, schema ${manifest.migrations.at(-1)}`);
} finally {
  await database.close();
}
