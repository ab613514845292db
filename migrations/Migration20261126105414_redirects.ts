import { Migration } from '@mikro-orm/migrations';

export class Migration20261126105414_redirects extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "redirects" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "from_path" varchar(2048) not null, "to_path" varchar(2048) not null, "status" smallint not null, "hit_count" int not null default 0, "last_hit_at" timestamptz null);`,
    );
    this.addSql(`alter table "redirects" add constraint "redirects_from_path_unique" unique ("from_path");`);
    this.addSql(`create index "redirects_to_path_idx" on "redirects" ("to_path");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "redirects" cascade;`);
  }
}
