import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../migrations';
import { entities } from './entities';
import { entityNotFound } from '../lib/not-found';
import { ChangedFieldsSubscriber } from '../../modules/activity';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MIGRATIONS_DIR = path.join(projectRoot, 'migrations');

/**
 * How long the app waits on PostgreSQL before answering 503: a paused or unreachable server must not
 * hold a request for pg's and knex's defaults (no limit, 60 s). `statement_timeout` is the server's
 * own limit; `query_timeout` is the client's, for a server that does not answer at all.
 */
export const DATABASE_TIME_LIMITS = {
  connectMs: 3000,
  acquireMs: 5000,
  statementMs: 5000,
  queryMs: 6000,
} as const;

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    // Entities are never shared between requests: each one forks the EntityManager.
    allowGlobalContext: false,
    findOneOrFailHandler: entityNotFound,
    // The activity log names the fields a staff write changed (modules/activity/changed-fields.ts).
    subscribers: [new ChangedFieldsSubscriber()],
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      migrationsList,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    driverOptions: {
      acquireConnectionTimeout: DATABASE_TIME_LIMITS.acquireMs,
      connection: {
        connectionTimeoutMillis: DATABASE_TIME_LIMITS.connectMs,
        statement_timeout: DATABASE_TIME_LIMITS.statementMs,
        query_timeout: DATABASE_TIME_LIMITS.queryMs,
      },
    },
    ...overrides,
  });
}

export async function openOrm(clientUrl: string, overrides: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, overrides));
}

/** Applies every pending migration in one transaction; a failed one leaves the schema as it was. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
