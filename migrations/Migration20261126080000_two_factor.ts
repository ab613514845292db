import { Migration } from '@mikro-orm/migrations';

export class Migration20261126080000_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "totp_secret" varchar(64) null, add column "totp_pending_secret" varchar(64) null, add column "totp_last_step" int null;`,
    );
    this.addSql(`create table "recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null);`);
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(`alter table "recovery_codes" add constraint "recovery_codes_code_hash_unique" unique ("code_hash");`);
    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "sign_in_challenges" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "sign_in_challenges" add constraint "sign_in_challenges_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sign_in_challenges_user_id_index" on "sign_in_challenges" ("user_id");`);
    this.addSql(
      `alter table "sign_in_challenges" add constraint "sign_in_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sign_in_challenges" cascade;`);
    this.addSql(`drop table if exists "recovery_codes" cascade;`);
    this.addSql(`alter table "users" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_last_step";`);
  }
}
