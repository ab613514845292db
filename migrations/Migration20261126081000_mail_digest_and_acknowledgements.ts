import { Migration } from '@mikro-orm/migrations';

export class Migration20261126081000_mail_digest_and_acknowledgements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_acknowledgements" ("email" varchar(320) not null, "sent_at" timestamptz not null, constraint "mail_acknowledgements_pkey" primary key ("email"));`,
    );
    this.addSql(
      `create table "mail_held_alerts" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "recipient" varchar(320) not null, "subject" varchar(300) not null, "reply_to" varchar(400) not null, "content" jsonb not null, "digested_at" timestamptz null);`,
    );
    this.addSql(`create index "mail_held_alerts_digested_at_index" on "mail_held_alerts" ("digested_at");`);
    this.addSql(`select pgboss.create_queue('mail-digest', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from pgboss.schedule where name = 'mail-digest';`);
    this.addSql(`select pgboss.delete_queue('mail-digest');`);
    this.addSql(`drop table if exists "mail_held_alerts" cascade;`);
    this.addSql(`drop table if exists "mail_acknowledgements" cascade;`);
  }
}
