import { Migration } from '@mikro-orm/migrations';

export class Migration20261127061513_draft_version_floors extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "draft_version_floors" ("section" varchar(40) not null, "item_id" int not null, "last_version" int not null, constraint "draft_version_floors_pkey" primary key ("section", "item_id"));`,
    );
    // Decision 053: a deleted (published, discarded) draft leaves the version it reached, and the item's
    // next draft starts above it, so a save naming a version of the old draft can never match the new one.
    this.addSql(`create function "draft_version_floor_keep"() returns trigger language plpgsql as $$
begin
  insert into "draft_version_floors" ("section", "item_id", "last_version") values (old."section", old."item_id", old."version")
    on conflict ("section", "item_id") do update set "last_version" = greatest("draft_version_floors"."last_version", excluded."last_version");
  return old;
end;
$$;`);
    this.addSql(`create trigger "content_drafts_keep_version" after delete on "content_drafts" for each row execute function "draft_version_floor_keep"();`);
    this.addSql(`create function "draft_version_floor_start"() returns trigger language plpgsql as $$
begin
  new."version" := coalesce((select "last_version" from "draft_version_floors" where "section" = new."section" and "item_id" = new."item_id"), 0) + 1;
  return new;
end;
$$;`);
    this.addSql(`create trigger "content_drafts_start_version" before insert on "content_drafts" for each row execute function "draft_version_floor_start"();`);
    // Drafts open now keep their versions; their items' floors start from them once they are deleted.
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "content_drafts_start_version" on "content_drafts";`);
    this.addSql(`drop trigger if exists "content_drafts_keep_version" on "content_drafts";`);
    this.addSql(`drop function if exists "draft_version_floor_start"();`);
    this.addSql(`drop function if exists "draft_version_floor_keep"();`);
    this.addSql(`drop table if exists "draft_version_floors" cascade;`);
  }
}
