import type { Client } from 'pg';

/** The role the app connects as to the embedded PostgreSQL: it owns the app's schema and objects, and nothing more. */
export const APP_ROLE = 'consultancy_app';

const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Run as the cluster's superuser on every start (docs/decisions/043): creates the app's login role
 * (no superuser, no CREATEDB/CREATEROLE, no replication) with `password`, makes it the owner of the
 * database and its schemas, and hands it every table, sequence, view, function and type still owned
 * by anyone else (a data folder from before this role existed; a restore run as the superuser).
 * Extension members stay the extension's. The superuser is used for nothing else.
 */
export async function ensureAppRole(client: Client, database: string, password: string): Promise<void> {
  await client.query(`
    do $$ begin
      if not exists (select from pg_roles where rolname = '${APP_ROLE}') then
        create role ${APP_ROLE} login nosuperuser nocreatedb nocreaterole noreplication nobypassrls;
      end if;
    end $$`);
  await client.query(`alter role ${APP_ROLE} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${quoteLiteral(password)}`);
  await client.query(`alter database "${database}" owner to ${APP_ROLE}`);
  await client.query(`
    do $$
    declare
      app oid := (select oid from pg_roles where rolname = '${APP_ROLE}');
      r record;
    begin
      for r in select nspname from pg_namespace
               where nspname not like 'pg\\_%' and nspname <> 'information_schema' and nspowner <> app loop
        execute format('alter schema %I owner to ${APP_ROLE}', r.nspname);
      end loop;
      for r in select c.oid::regclass as name, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' and c.relowner <> app
                 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
                 and not exists (select from pg_depend d where d.objid = c.oid and d.deptype in ('e', 'a', 'i')) loop
        execute format('alter %s %s owner to ${APP_ROLE}',
          case r.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end, r.name);
      end loop;
      for r in select p.oid::regprocedure as name, p.prokind from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' and p.proowner <> app
                 and not exists (select from pg_depend d where d.objid = p.oid and d.deptype in ('e', 'i')) loop
        execute format('alter %s %s owner to ${APP_ROLE}', case r.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end, r.name);
      end loop;
      for r in select t.oid::regtype as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
               where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' and t.typowner <> app
                 and t.typtype in ('e', 'd', 'c', 'r') and (t.typtype <> 'c' or t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c')
                 and not exists (select from pg_depend d where d.objid = t.oid and d.deptype = 'e') loop
        execute format('alter type %s owner to ${APP_ROLE}', r.name);
      end loop;
    end $$`);
}
