import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { APP_ROLE } from './app-role';
import { startDatabase } from './database';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'consultancy-app-role-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
await chmod(dataDir, 0o755);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'an admin password', LOG_LEVEL: 'silent' });

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const tableOwners = (orm: Awaited<ReturnType<typeof startDatabase>>['orm']) =>
  orm.em
    .getConnection()
    .execute<{ owner: string }[]>(
      "select distinct pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'pgboss') and c.relkind in ('r', 'S', 'v')",
    );

it('the app connects to the embedded PostgreSQL as a role that owns its tables and is no superuser, even tables the superuser made', async () => {
  let database = await startDatabase(config, () => {});
  try {
    const [me] = await database.orm.em
      .getConnection()
      .execute<{ rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean; user: string }[]>(
        'select rolsuper, rolcreaterole, rolcreatedb, current_user as user from pg_roles where rolname = current_user',
      );
    expect(me).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false, user: APP_ROLE });
    expect(await tableOwners(database.orm)).toEqual([{ owner: APP_ROLE }]);
    // It cannot do what only a superuser can.
    await expect(database.orm.em.getConnection().execute("copy (select 1) to program 'true'")).rejects.toThrow(
      /permission denied|must be superuser|pg_execute_server_program/,
    );

    // A table the superuser made (an older data folder, a hand-run fix) is the app's after the next start.
    const superuserPassword = (await readFile(path.join(dataDir, 'db', 'postgres-password'), 'utf8')).trim();
    const port = new URL(database.orm.config.get('clientUrl')!).port;
    const superuser = new pg.Client({ connectionString: `postgresql://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${port}/consultancy` });
    await superuser.connect();
    await superuser.query('create table leftover (id serial primary key)');
    await superuser.end();
    expect(await tableOwners(database.orm)).toContainEqual({ owner: 'postgres' });
    await database.close();
    database = await startDatabase(config, () => {});
    expect(await tableOwners(database.orm)).toEqual([{ owner: APP_ROLE }]);
  } finally {
    await database.close();
  }
}, 180_000);
