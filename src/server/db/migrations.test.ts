import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../../../tests/support/database-server';
import { migrationsList } from '../../../migrations';
import { migrate, openOrm } from './orm';
import { seedDemoContent } from './seed/seed';
import { ServiceEntity } from '../../modules/services';
import { InsightEntity } from '../../modules/insights';

/** Runs `test` on a new, empty database (not even migrated), dropped afterwards. */
async function withEmptyDatabase(prefix: string, test: (orm: MikroORM) => Promise<void>) {
  const server = inject('databaseServerUrl');
  const name = uniqueName(prefix);
  await adminQuery(server, `create database ${name}`);
  const orm = await openOrm(databaseUrl(server, name));
  try {
    await test(orm);
  } finally {
    await orm.close();
    await adminQuery(server, `drop database ${name} with (force)`);
  }
}

it('the migrations build the whole schema on an empty database, and the entities match it', () =>
  withEmptyDatabase('empty', async (orm) => {
    expect((await migrate(orm)).length).toBeGreaterThan(0);
    expect(await migrate(orm)).toEqual([]);
    expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);
    const tables = await orm.em
      .getConnection()
      .execute<{ table_name: string }[]>("select table_name from information_schema.tables where table_schema = 'public' order by table_name");
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
  }));

it('seeding is idempotent and never brings back or overwrites edited content', () =>
  withEmptyDatabase('seed', async (orm) => {
    await migrate(orm);
    expect(await seedDemoContent(orm.em)).toBe(true);
    const em = orm.em.fork();
    const services = await em.find(ServiceEntity, {}, { orderBy: { id: 'asc' } });
    expect(services.length).toBeGreaterThanOrEqual(6);
    // The spec's method phase is the id modulo 3 (define, design, develop): it fits the services that name one.
    const phases = ['define', 'design', 'develop'];
    for (const service of services.filter(({ iconType }) => phases.includes(iconType))) expect(phases[service.id % 3], service.title).toBe(service.iconType);
    const insights = await em.find(InsightEntity, {});
    expect(
      insights.every(({ createdAt }) => createdAt.getTime() < Date.now() - 24 * 3600_000),
      'insights dated in the past',
    ).toBe(true);
    const [first, second] = services;
    first!.title = 'Edited by staff';
    em.remove(second!);
    await em.flush();

    expect(await seedDemoContent(orm.em)).toBe(false);
    const after = await orm.em.fork().find(ServiceEntity, {}, { orderBy: { id: 'asc' } });
    expect(after).toHaveLength(services.length - 1);
    expect(after[0]!.title).toBe('Edited by staff');
  }));

it('the base-entity migration keeps every stored row: inbox rows gain updated_at = created_at, every row version 1', () =>
  withEmptyDatabase('base', async (orm) => {
    const before = migrationsList[migrationsList.findIndex((m) => m.name.endsWith('_base_entity')) - 1]!.name;
    await orm.getMigrator().up({ to: before });
    const sql = orm.em.getConnection();
    await sql.execute(
      `insert into services (title, description, created_at, updated_at) values ('Audit', 'Kept', '2025-01-02T03:04:05Z', '2025-02-03T04:05:06Z')`,
    );
    await sql.execute(
      `insert into contact_messages (name, email, subject, message, created_at) values ('Ann', 'ann@example.com', 'Hi', 'Kept message', '2025-03-04T05:06:07Z')`,
    );
    await sql.execute(
      `insert into job_applications (position_title, name, email, created_at) values ('Analyst', 'Bo', 'bo@example.com', '2025-04-05T06:07:08Z')`,
    );
    await sql.execute(`insert into newsletter_subscribers (email, created_at) values ('cy@example.com', '2025-05-06T07:08:09Z')`);
    await sql.execute(
      `insert into media (filename, content_type, size, sha256, data, created_at) values ('a.png', 'image/png', 1, 'x', '\\x00', '2025-06-07T08:09:10Z')`,
    );

    expect(await migrate(orm)).toContain(migrationsList.at(-1)!.name);
    expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);

    const rows = (table: string) =>
      sql.execute(
        `select ${['created_at', 'updated_at'].map((c) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${c}`).join(', ')}, version from ${table}`,
      );
    expect(await rows('services')).toEqual([{ created_at: '2025-01-02T03:04:05Z', updated_at: '2025-02-03T04:05:06Z', version: 1 }]);
    for (const [table, created] of [
      ['contact_messages', '2025-03-04T05:06:07Z'],
      ['job_applications', '2025-04-05T06:07:08Z'],
      ['newsletter_subscribers', '2025-05-06T07:08:09Z'],
      ['media', '2025-06-07T08:09:10Z'],
    ] as const) {
      expect(await rows(table), table).toEqual([{ created_at: created, updated_at: created, version: 1 }]);
    }
    expect(await sql.execute(`select subject, message from contact_messages`)).toEqual([{ subject: 'Hi', message: 'Kept message' }]);
  }));

it('the settings-links migration clears stored links and paths that are not https, http, mailto, tel or same-site', () =>
  withEmptyDatabase('links', async (orm) => {
    const before = migrationsList[migrationsList.findIndex((m) => m.name.endsWith('_settings_links')) - 1]!.name;
    await orm.getMigrator().up({ to: before });
    const sql = orm.em.getConnection();
    const store = (key: string, value: object) =>
      sql.execute(`insert into settings (key, value, updated_at) values (?, ?, now()) on conflict (key) do update set value = excluded.value`, [
        key,
        JSON.stringify(value),
      ]);
    await store('social', {
      linkedin: 'javascript:alert(1)',
      twitter: 'https://x.example/us',
      facebook: 'data:text/html,<script>1</script>',
      instagram: 'vbscript:msgbox',
    });
    await store('seo', { title: 'Kept', ogUrl: 'javascript:alert(1)', ogImage: '//evil.example/og.png' });
    await store('logo', { dark: '/\\evil.example', light: '/media/3/light.png', blue: 'https://evil.example/x.svg' });

    await migrate(orm);
    const stored = Object.fromEntries(
      ((await sql.execute(`select key, value from settings`)) as { key: string; value: unknown }[]).map((row) => [row.key, row.value]),
    );
    expect(stored.social).toEqual({ linkedin: '', twitter: 'https://x.example/us', facebook: '', instagram: '' });
    expect(stored.seo).toEqual({ title: 'Kept', ogUrl: '', ogImage: '' });
    expect(stored.logo).toEqual({ dark: '/logo-dark.svg', light: '/media/3/light.png', blue: '/logo-blue.svg' });
  }));

it('the media-keys migration re-encodes stored images, gives them keys and sizes, and rewrites every stored address', () =>
  withEmptyDatabase('mediakeys', async (orm) => {
    const before = migrationsList[migrationsList.findIndex((m) => m.name.endsWith('_media_keys')) - 1]!.name;
    await orm.getMigrator().up({ to: before });
    const sql = orm.em.getConnection();
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    await sql.execute(
      `insert into media (filename, content_type, size, sha256, data, created_at, updated_at) values ('logo.png', 'image/png', ?, 'x', ?, now(), now()), ('broken.png', 'image/png', 1, 'y', '\\x00', now(), now())`,
      [polyglot.length, polyglot],
    );
    await sql.execute(
      `insert into team_members (name, title, bio, photo_url, created_at, updated_at) values ('Ada', 'T', 'B', '/media/1/logo.png', now(), now()), ('Bo', 'T', 'B', '/media/9/gone.png', now(), now())`,
    );
    await sql.execute(`insert into settings (key, value, updated_at) values ('logo', ?, now())`, [
      JSON.stringify({ dark: '/media/1/logo.png', light: '/logo.svg' }),
    ]);

    await migrate(orm);
    const [logo, broken] = (await sql.execute(`select key, sha256, width, height, alt, data from media order by id`)) as {
      key: string;
      sha256: string;
      width: number | null;
      height: number | null;
      alt: string;
      data: Buffer;
    }[];
    expect(logo).toMatchObject({ width: 6, height: 4, alt: '' });
    expect(logo!.key).toMatch(/^[0-9a-f]{20}$/);
    expect(logo!.data.includes(Buffer.from('<script'))).toBe(false);
    expect(broken).toMatchObject({ width: null, height: null });
    expect(broken!.key).not.toBe(logo!.key);

    const address = `/media/${logo!.key}/${logo!.sha256.slice(0, 16)}/logo.png`;
    expect(await sql.execute(`select photo_url from team_members order by id`)).toEqual([{ photo_url: address }, { photo_url: '/media/9/gone.png' }]);
    expect(await sql.execute(`select value from settings where key = 'logo'`)).toEqual([{ value: { dark: address, light: '/logo.svg' } }]);
  }));
