import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230500_media_decorative extends Migration {
  override async up(): Promise<void> {
    // An image that only decorates: placed with alt="" and no description asked for (decision 050).
    this.addSql(`alter table "media" add column "decorative" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "media" drop column "decorative";`);
  }
}
