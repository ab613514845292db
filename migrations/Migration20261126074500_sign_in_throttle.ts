import { Migration } from '@mikro-orm/migrations';

export class Migration20261126074500_sign_in_throttle extends Migration {
  override async up(): Promise<void> {
    // Failures kept per username and address gave way to attempts per throttle key (docs/decisions/026).
    this.addSql(`drop table if exists "login_failures" cascade;`);
    this.addSql(`create table "sign_in_attempts" ("id" serial primary key, "throttle_key" varchar(200) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "sign_in_attempts_key_created_at_idx" on "sign_in_attempts" ("throttle_key", "created_at");`);
    this.addSql(`create index "sign_in_attempts_created_at_index" on "sign_in_attempts" ("created_at");`);
    this.addSql(
      `create table "trusted_devices" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "trusted_devices" add constraint "trusted_devices_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "trusted_devices_user_id_index" on "trusted_devices" ("user_id");`);
    this.addSql(
      `alter table "trusted_devices" add constraint "trusted_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "trusted_devices" cascade;`);
    this.addSql(`drop table if exists "sign_in_attempts" cascade;`);
    this.addSql(
      `create table "login_failures" ("id" serial primary key, "username" varchar(100) not null, "ip" varchar(64) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failures_username_created_at_idx" on "login_failures" ("username", "created_at");`);
    this.addSql(`create index "login_failures_ip_created_at_idx" on "login_failures" ("ip", "created_at");`);
    this.addSql(`create index "login_failures_created_at_index" on "login_failures" ("created_at");`);
  }
}
