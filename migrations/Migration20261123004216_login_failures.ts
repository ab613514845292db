import { Migration } from '@mikro-orm/migrations';

export class Migration20261123004216_login_failures extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_failures" ("id" serial primary key, "username" varchar(100) not null, "ip" varchar(64) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failures_username_index" on "login_failures" ("username");`);
    this.addSql(`create index "login_failures_ip_index" on "login_failures" ("ip");`);
    this.addSql(`create index "login_failures_created_at_index" on "login_failures" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_failures" cascade;`);
  }
}
