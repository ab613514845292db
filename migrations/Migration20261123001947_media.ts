import { Migration } from '@mikro-orm/migrations';

export class Migration20261123001947_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "media" ("id" serial primary key, "filename" varchar(200) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "data" bytea not null, "created_at" timestamptz not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media" cascade;`);
  }
}
