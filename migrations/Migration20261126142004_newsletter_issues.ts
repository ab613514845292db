import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142004_newsletter_issues extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "newsletter_issues" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "subject" varchar(200) not null, "preheader" varchar(300) not null default '', "body" text not null, "blog_post_id" int null, "status" text check ("status" in ('draft', 'sending', 'sent')) not null default 'draft', "rate_per_minute" int not null default 600, "send_started_at" timestamptz null, "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "newsletter_issues_created_at_index" on "newsletter_issues" ("created_at");`);
    this.addSql(`create index "newsletter_issues_search_idx" on "newsletter_issues" using gin (admin_search_text("subject") gin_trgm_ops);`);

    this.addSql(
      `create table "newsletter_issue_recipients" ("id" serial primary key, "issue_id" int not null, "email" varchar(320) not null, "outbox_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "newsletter_issue_recipients_issue_id_outbox_id_index" on "newsletter_issue_recipients" ("issue_id", "outbox_id");`);
    this.addSql(`alter table "newsletter_issue_recipients" add constraint "newsletter_issue_recipients_issue_id_email_unique" unique ("issue_id", "email");`);
    // A mailing's messages are delivered a batch per job; the issue's sender takes one batch per job too.
    this.addSql(`select pgboss.create_queue('mail-send-batch', '{"policy":"standard"}');`);
    this.addSql(`select pgboss.create_queue('newsletter-issue-send', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('newsletter-issue-send');`);
    this.addSql(`select pgboss.delete_queue('mail-send-batch');`);
    this.addSql(`drop table if exists "newsletter_issues" cascade;`);

    this.addSql(`drop table if exists "newsletter_issue_recipients" cascade;`);
  }
}
