import path from 'node:path';
import type { Config } from '../../config';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../embedded-postgres';

/**
 * The database a command-line tool works on: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR —
 * the one a running server started, or one started for the tool and stopped by `close`.
 */
export async function databaseForTool(config: Config, log: (message: string) => void): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => {} };
  const rootDir = path.join(config.dataDir, 'db');
  const running = await runningEmbeddedPostgresUrl(rootDir);
  if (running) {
    log(`using the embedded PostgreSQL of the server running on ${config.dataDir}`);
    return { url: running, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(rootDir, log);
  return { url: embedded.url, close: embedded.stop };
}
