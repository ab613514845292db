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
