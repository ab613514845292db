import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130151_base_entity extends Migration {
  // Rows already stored keep their data: a row never edited was last updated when it was created.
  override async up(): Promise<void> {
    this.addSql(`alter table "blog_posts" add column "version" int not null default 1;`);

    this.addSql(`alter table "career_positions" add column "version" int not null default 1;`);

    this.addSql(`alter table "contact_messages" add column "updated_at" timestamptz null, add column "version" int not null default 1;`);
    this.addSql(`update "contact_messages" set "updated_at" = "created_at";`);
    this.addSql(`alter table "contact_messages" alter column "updated_at" set not null;`);

    this.addSql(`alter table "core_expertise" add column "version" int not null default 1;`);

    this.addSql(`alter table "featured_insights" add column "version" int not null default 1;`);

    this.addSql(`alter table "job_applications" add column "updated_at" timestamptz null, add column "version" int not null default 1;`);
    this.addSql(`update "job_applications" set "updated_at" = "created_at";`);
    this.addSql(`alter table "job_applications" alter column "updated_at" set not null;`);

    this.addSql(`alter table "media" add column "updated_at" timestamptz null, add column "version" int not null default 1;`);
    this.addSql(`update "media" set "updated_at" = "created_at";`);
    this.addSql(`alter table "media" alter column "updated_at" set not null;`);

    this.addSql(`alter table "newsletter_subscribers" add column "updated_at" timestamptz null, add column "version" int not null default 1;`);
    this.addSql(`update "newsletter_subscribers" set "updated_at" = "created_at";`);
    this.addSql(`alter table "newsletter_subscribers" alter column "updated_at" set not null;`);

    this.addSql(`alter table "services" add column "version" int not null default 1;`);

    this.addSql(`alter table "team_members" add column "version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog_posts" drop column "version";`);

    this.addSql(`alter table "career_positions" drop column "version";`);

    this.addSql(`alter table "contact_messages" drop column "updated_at", drop column "version";`);

    this.addSql(`alter table "core_expertise" drop column "version";`);

    this.addSql(`alter table "featured_insights" drop column "version";`);

    this.addSql(`alter table "job_applications" drop column "updated_at", drop column "version";`);

    this.addSql(`alter table "media" drop column "updated_at", drop column "version";`);

    this.addSql(`alter table "newsletter_subscribers" drop column "updated_at", drop column "version";`);

    this.addSql(`alter table "services" drop column "version";`);

    this.addSql(`alter table "team_members" drop column "version";`);
  }
}
