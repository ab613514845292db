import { Migration } from '@mikro-orm/migrations';

export class Migration20261125170926_idempotent_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotent_requests" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "procedure" varchar(100) not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "answer" jsonb null);`,
    );
    this.addSql(`create index "idempotent_requests_created_at_index" on "idempotent_requests" ("created_at");`);
    this.addSql(`alter table "idempotent_requests" add constraint "idempotent_requests_procedure_key_unique" unique ("procedure", "key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotent_requests" cascade;`);
  }
}
