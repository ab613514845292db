import { expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../../../tests/support/database-server';
import { migrate, openOrm } from './orm';
import { seedDemoContent } from './seed/seed';
import { ServiceEntity } from '../../modules/services';

it('the migrations build the whole schema on an empty database, and the entities match it', async () => {
  const server = inject('databaseServerUrl');
  const name = uniqueName('empty');
  await adminQuery(server, `create database ${name}`);
  const orm = await openOrm(databaseUrl(server, name));
  try {
    expect((await migrate(orm)).length).toBeGreaterThan(0);
    expect(await migrate(orm)).toEqual([]);
    expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);
    const tables = await orm.em.getConnection().execute<{ table_name: string }[]>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'blog_posts',
        'career_positions',
        'contact_messages',
        'core_expertise',
        'featured_insights',
        'job_applications',
        'newsletter_subscribers',
        'services',
        'sessions',
        'settings',
        'team_members',
        'users',
      ]),
    );
  } finally {
    await orm.close();
    await adminQuery(server, `drop database ${name} with (force)`);
  }
});

it('seeding is idempotent and never brings back or overwrites edited content', async () => {
  const server = inject('databaseServerUrl');
  const name = uniqueName('seed');
  await adminQuery(server, `create database ${name}`);
  const orm = await openOrm(databaseUrl(server, name));
  try {
    await migrate(orm);
    expect(await seedDemoContent(orm.em)).toBe(true);
    const em = orm.em.fork();
    const services = await em.find(ServiceEntity, {}, { orderBy: { id: 'asc' } });
    expect(services.length).toBeGreaterThanOrEqual(6);
    const [first, second] = services;
    first!.title = 'Edited by staff';
    em.remove(second!);
    await em.flush();

    expect(await seedDemoContent(orm.em)).toBe(false);
    const after = await orm.em.fork().find(ServiceEntity, {}, { orderBy: { id: 'asc' } });
    expect(after).toHaveLength(services.length - 1);
    expect(after[0]!.title).toBe('Edited by staff');
  } finally {
    await orm.close();
    await adminQuery(server, `drop database ${name} with (force)`);
  }
});
