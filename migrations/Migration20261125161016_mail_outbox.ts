import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161016_mail_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "message_id" varchar(300) not null, "to" varchar(1000) not null, "from" varchar(400) not null, "reply_to" varchar(400) null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "headers" jsonb not null, "status" text check ("status" in ('queued', 'sent', 'failed')) not null default 'queued', "delivery" text check ("delivery" in ('smtp', 'outbox')) null, "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null);`,
    );
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_message_id_unique" unique ("message_id");`);
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at");`);
    // The queue that sends them: pg-boss gives each queue a table of its own, so it is made here too.
    this.addSql(`select pgboss.create_queue('mail-send', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('mail-send');`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
