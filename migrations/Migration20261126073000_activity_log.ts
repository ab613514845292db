import { Migration } from '@mikro-orm/migrations';

/** Decision 030: the append-only activity log and the daily job that keeps it within its retention. */
export class Migration20261126073000_activity_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "activity_entries" ("id" serial primary key, "at" timestamptz not null, "actor_kind" text check ("actor_kind" in ('user', 'apiKey', 'visitor')) not null, "actor_id" int null, "actor_name" varchar(255) not null, "action" varchar(40) not null, "section" varchar(40) not null, "item_id" varchar(40) null, "fields" text[] not null default '{}', "summary" varchar(500) not null, "address" varchar(64) null, "user_agent" varchar(500) null);`,
    );
    // Newest first, alone or within one actor, section or action: each filter walks its own index in order.
    this.addSql(`create index "activity_entries_at_index" on "activity_entries" ("at" desc, "id" desc);`);
    this.addSql(`create index "activity_entries_actor_name_at_index" on "activity_entries" ("actor_name", "at" desc, "id" desc);`);
    this.addSql(`create index "activity_entries_section_at_index" on "activity_entries" ("section", "at" desc, "id" desc);`);
    this.addSql(`create index "activity_entries_action_at_index" on "activity_entries" ("action", "at" desc, "id" desc);`);
    // Append-only in the database itself: no update ever, and a delete only of entries past the shortest retention (a year).
    this.addSql(`create function "activity_entries_append_only"() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '365 days' then
    return old;
  end if;
  raise exception 'activity entries cannot be changed or removed';
end;
$$;`);
    this.addSql(
      `create trigger "activity_entries_append_only" before update or delete on "activity_entries" for each row execute function "activity_entries_append_only"();`,
    );
    this.addSql(`select pgboss.create_queue('activity-retention', '{"policy":"standard"}');`);
    // pg-boss's cron (its `schedule` feature) sends due jobs through this queue of its own; made here, not behind our back.
    this.addSql(`select pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('__pgboss__send-it');`);
    this.addSql(`select pgboss.delete_queue('activity-retention');`);
    this.addSql(`drop table if exists "activity_entries" cascade;`);
    this.addSql(`drop function if exists "activity_entries_append_only"();`);
  }
}
