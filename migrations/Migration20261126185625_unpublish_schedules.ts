import { Migration } from '@mikro-orm/migrations';

export class Migration20261126185625_unpublish_schedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "content_unpublish_schedules" ("id" serial primary key, "section" varchar(40) not null, "item_id" int not null, "name" varchar(300) not null, "unpublish_at" timestamptz not null, "saved_by" varchar(255) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "content_unpublish_schedules" add constraint "content_unpublish_schedules_item_unique" unique ("section", "item_id");`);
    // The queue whose jobs take items off the site at their time (server/trpc/draft-scheduler.ts).
    this.addSql(`select pgboss.create_queue('content-unpublish', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('content-unpublish');`);
    this.addSql(`drop table if exists "content_unpublish_schedules" cascade;`);
  }
}
