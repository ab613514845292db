import { Migration } from '@mikro-orm/migrations';

export class Migration20261126073507_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "name" varchar(100) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null, "expires_at" timestamptz null, "created_by" varchar(100) not null, "last_used_at" timestamptz null, "last_used_from" varchar(64) null);`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
