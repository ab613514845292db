import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142607_drafts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "content_drafts" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "section" varchar(40) not null, "item_id" int not null, "data" jsonb not null, "publish_at" timestamptz null, "saved_by" varchar(255) not null);`,
    );
    this.addSql(`alter table "content_drafts" add constraint "content_drafts_item_unique" unique ("section", "item_id");`);

    this.addSql(
      `create table "content_revisions" ("id" serial primary key, "section" varchar(40) not null, "item_id" int not null, "reason" varchar(20) not null, "data" jsonb not null, "saved_by" varchar(255) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "content_revisions_item_idx" on "content_revisions" ("section", "item_id", "id" desc);`);

    this.addSql(`alter table "activity_entries" drop constraint if exists "activity_entries_actor_kind_check";`);

    this.addSql(
      `alter table "activity_entries" add constraint "activity_entries_actor_kind_check" check("actor_kind" in ('user', 'apiKey', 'visitor', 'system'));`,
    );
    // The queue whose jobs publish scheduled drafts (modules/drafts/draft-scheduler.ts).
    this.addSql(`select pgboss.create_queue('content-publish', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('content-publish');`);
    this.addSql(`drop table if exists "content_drafts" cascade;`);

    this.addSql(`drop table if exists "content_revisions" cascade;`);

    this.addSql(`alter table "activity_entries" drop constraint if exists "activity_entries_actor_kind_check";`);

    this.addSql(`alter table "activity_entries" add constraint "activity_entries_actor_kind_check" check("actor_kind" in ('user', 'apiKey', 'visitor'));`);
  }
}
