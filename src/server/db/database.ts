import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { superviseEmbeddedPostgres, type EmbeddedSupervisor } from './embedded-supervisor';
import { migrate, openOrm } from './orm';
import { ensureFirstAdmin, seedDemoContent } from './seed/seed';

export type Database = {
  orm: MikroORM;
  /** Set for the embedded PostgreSQL, which this process restarts when it exits. */
  supervisor: EmbeddedSupervisor | undefined;
  close: () => Promise<void>;
};

/** Each closing step gets this long: a database that went away must not hold the shutdown. */
const CLOSE_STEP_MS = 5000;

const bounded = (step: Promise<unknown>) => Promise.race([step.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, CLOSE_STEP_MS).unref())]);

/** Applies pending migrations and seeds an empty database, on a connection without the app's time limits. */
async function prepareSchema(url: string, config: Config, log: (message: string) => void): Promise<void> {
  // A migration may rewrite a large table: the request time limits do not apply to it.
  const orm = await openOrm(url, { driverOptions: {}, debug: config.logLevel === 'trace' });
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
  } finally {
    await orm.close();
  }
}

/**
 * Connects to DATABASE_URL, or boots the embedded PostgreSQL under DATA_DIR when it is unset and
 * keeps it running; then applies pending migrations and seeds an empty database.
 */
export async function startDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const rootDir = path.join(config.dataDir, 'db');
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(rootDir, log);
  if (embedded) log(`embedded PostgreSQL running, data in ${rootDir}`);
  const url = config.databaseUrl ?? (embedded?.url as string);
  try {
    await prepareSchema(url, config, log);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const orm = await openOrm(url, { debug: config.logLevel === 'trace' });
  const [role] = await orm.em.getConnection().execute<{ rolsuper: boolean }[]>('select rolsuper from pg_roles where rolname = current_user');
  // Least privilege (docs/decisions/043): the embedded database never connects so; a DATABASE_URL might.
  if (role?.rolsuper) log('warning: connected to PostgreSQL as a superuser; give the app a role that owns its database and is no superuser (README, Database)');
  const supervisor = embedded
    ? superviseEmbeddedPostgres(embedded, { start: () => startEmbeddedPostgres(rootDir, log, { port: embedded.port }), log })
    : undefined;
  return {
    orm,
    supervisor,
    close: async () => {
      await bounded(orm.close());
      await bounded(supervisor?.stop() ?? Promise.resolve());
    },
  };
}
