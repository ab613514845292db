import { Migration } from '@mikro-orm/migrations';

export class Migration20261126184433_passkeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "passkeys" ("id" serial primary key, "user_id" int not null, "credential_id" varchar(1400) not null, "public_key" bytea not null, "counter" bigint not null default 0, "transports" jsonb not null, "name" varchar(100) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);
    this.addSql(`alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");`);

    this.addSql(
      `create table "webauthn_challenges" ("id" serial primary key, "challenge" varchar(64) not null, "purpose" text check ("purpose" in ('register', 'sign-in')) not null, "user_id" int null, "sign_in_challenge_id" int null, "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "webauthn_challenges" add constraint "webauthn_challenges_challenge_unique" unique ("challenge");`);
    this.addSql(`create index "webauthn_challenges_user_id_index" on "webauthn_challenges" ("user_id");`);
    this.addSql(`create index "webauthn_challenges_sign_in_challenge_id_index" on "webauthn_challenges" ("sign_in_challenge_id");`);

    this.addSql(
      `alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webauthn_challenges" add constraint "webauthn_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webauthn_challenges" add constraint "webauthn_challenges_sign_in_challenge_id_foreign" foreign key ("sign_in_challenge_id") references "sign_in_challenges" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "sign_in_challenges" add column "purpose" text check ("purpose" in ('second-factor', 'enrol')) not null default 'second-factor';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "passkeys" cascade;`);

    this.addSql(`drop table if exists "webauthn_challenges" cascade;`);

    this.addSql(`alter table "sign_in_challenges" drop column "purpose";`);
  }
}
