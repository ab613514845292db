import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrate, openOrm } from './orm';
import { ensureFirstAdmin, seedDemoContent } from './seed/seed';

export type Database = { orm: MikroORM; close: () => Promise<void> };

/**
 * Connects to DATABASE_URL, or boots the embedded PostgreSQL under DATA_DIR when it is unset;
 * then applies pending migrations and seeds an empty database.
 */
export async function startDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'db'), log);
  if (embedded) log(`embedded PostgreSQL running, data in ${path.join(config.dataDir, 'db')}`);
  const orm = await openOrm(config.databaseUrl ?? (embedded?.url as string), { debug: config.logLevel === 'trace' });
  try {
    const applied = await migrate(orm);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    if (await seedDemoContent(orm.em)) log('seeded demo content');
    const admin = await ensureFirstAdmin(orm.em, { username: config.adminUsername, password: config.adminPassword });
    if (admin.created) {
      log(`created administrator "${admin.username}"`);
      if (admin.generatedPassword) {
        log(`generated password for "${admin.username}" (shown only this once): ${admin.generatedPassword}`);
      }
    }
  } catch (error) {
    await orm.close();
    await embedded?.stop();
    throw error;
  }
  return {
    orm,
    close: async () => {
      await orm.close();
      await embedded?.stop();
    },
  };
}
