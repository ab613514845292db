import { Migration } from '@mikro-orm/migrations';

export class Migration20261126080000_newsletter_double_opt_in extends Migration {
  override async up(): Promise<void> {
    // Addresses stored before double opt-in stay subscribers (confirmed when they signed up); no wording was recorded for them.
    this.addSql(
      `alter table "newsletter_subscribers" add column "status" text check ("status" in ('pending', 'confirmed')) not null default 'confirmed', add column "confirmed_at" timestamptz null, add column "confirmation_sent_at" timestamptz null, add column "consent_text" text null, add column "source_page" varchar(2048) null;`,
    );
    this.addSql(`update "newsletter_subscribers" set "confirmed_at" = "created_at";`);
    this.addSql(`alter table "newsletter_subscribers" alter column "status" set default 'pending';`);
    // The daily clean-up finds old pending sign-ups by these.
    this.addSql(`create index "newsletter_subscribers_status_confirmation_sent_at_index" on "newsletter_subscribers" ("status", "confirmation_sent_at");`);
    this.addSql(`select pgboss.create_queue('newsletter-pending-cleanup', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from pgboss.schedule where name = 'newsletter-pending-cleanup';`);
    this.addSql(`select pgboss.delete_queue('newsletter-pending-cleanup');`);
    this.addSql(`delete from "newsletter_subscribers" where "status" = 'pending';`);
    this.addSql(`drop index "newsletter_subscribers_status_confirmation_sent_at_index";`);
    this.addSql(
      `alter table "newsletter_subscribers" drop column "status", drop column "confirmed_at", drop column "confirmation_sent_at", drop column "consent_text", drop column "source_page";`,
    );
  }
}
