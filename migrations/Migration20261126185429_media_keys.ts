import { createHash, randomBytes } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { cleanImage } from '../src/modules/media/media.image';
import { MEDIA_TYPES, type MediaType } from '../src/modules/media/media.schema';

// Every table whose text may hold an image's address: the content, its drafts and history, the settings.
const CONTENT_TABLES = [
  'services',
  'team_members',
  'blog_posts',
  'career_positions',
  'core_expertise',
  'featured_insights',
  'settings',
  'content_drafts',
  'content_revisions',
  'newsletter_issues',
  'redirects',
];
const OLD_ADDRESS = /\/media\/(\d+)\/([A-Za-z0-9._%-]+)/g;
const BATCH = 200;

/**
 * Decision 045: images get a random key, their pixels re-encoded (what an upload now gets), their width
 * and height, and alt text; every stored `/media/{id}/{name}` in content becomes the image's new address.
 * The old addresses are not redirected, so counting ids finds nothing.
 */
export class Migration20261126185429_media_keys extends Migration {
  override async up(): Promise<void> {
    await this.execute(
      `alter table "media" add column "key" varchar(20) null, add column "width" int null, add column "height" int null, add column "alt" varchar(500) not null default '';`,
    );

    const addresses = new Map<string, string>();
    for (let after = 0; ;) {
      const rows = (await this.execute(`select id, filename, content_type, data from media where id > ? order by id limit ${BATCH}`, [after])) as {
        id: number;
        filename: string;
        content_type: string;
        data: Buffer;
      }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.id;
        // One sharp cannot read keeps its bytes (and no size): it still shows where it showed.
        const clean = (MEDIA_TYPES as readonly string[]).includes(row.content_type) ? await cleanImage(row.data, row.content_type as MediaType) : null;
        const data = clean?.data ?? row.data;
        const media = { key: randomBytes(10).toString('hex'), sha256: createHash('sha256').update(data).digest('hex') };
        await this.execute(`update media set key = ?, sha256 = ?, size = ?, data = ?, width = ?, height = ? where id = ?`, [
          media.key,
          media.sha256,
          data.length,
          data,
          clean?.width ?? null,
          clean?.height ?? null,
          row.id,
        ]);
        // The address format of this migration's day, spelled out so a later change of it leaves this alone.
        addresses.set(`${row.id}/${encodeURIComponent(row.filename)}`, `/media/${media.key}/${media.sha256.slice(0, 16)}/${encodeURIComponent(row.filename)}`);
      }
    }
    await this.execute(`alter table "media" alter column "key" set not null, add constraint "media_key_unique" unique ("key");`);
    await this.execute(`drop index if exists "media_search_idx";`);
    await this.execute(`create index "media_search_idx" on "media" using gin (admin_search_text("filename", "alt") gin_trgm_ops);`);
    if (addresses.size > 0) await this.rewriteAddresses(addresses);
  }

  /** Each stored old address of an image that exists becomes its new one; others stay as they were. */
  private async rewriteAddresses(addresses: Map<string, string>) {
    const columns = (await this.execute(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = current_schema() and table_name in (${CONTENT_TABLES.map(() => '?').join(', ')})
       and data_type in ('text', 'character varying', 'jsonb', 'json')`,
      CONTENT_TABLES,
    )) as { table_name: string; column_name: string; data_type: string }[];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const rows = (await this.execute(`select ctid::text as row, "${column}"::text as value from "${table}" where "${column}"::text like '%/media/%'`)) as {
        row: string;
        value: string;
      }[];
      for (const { row, value } of rows) {
        const rewritten = value.replace(OLD_ADDRESS, (whole, id: string, name: string) => addresses.get(`${id}/${name}`) ?? whole);
        if (rewritten !== value) await this.execute(`update "${table}" set "${column}" = ?::${type} where ctid = ?::tid`, [rewritten, row]);
      }
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "media" drop constraint "media_key_unique";`);
    this.addSql(`alter table "media" drop column "key", drop column "width", drop column "height", drop column "alt";`);
  }
}
