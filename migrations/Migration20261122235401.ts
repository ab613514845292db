import { Migration } from '@mikro-orm/migrations';

export class Migration20261122235401 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "blog_posts" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(200) not null, "excerpt" text not null default '', "content" text not null default '', "image_url" varchar(2048) null, "category" varchar(80) null, "publish_date" date null, "is_published" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_posts_is_published_index" on "blog_posts" ("is_published");`);

    this.addSql(
      `create table "career_positions" ("id" serial primary key, "title" varchar(200) not null, "location" varchar(200) null, "type" varchar(80) null, "department" varchar(120) null, "description" text not null, "requirements" text[] not null default '{}', "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "career_positions_is_active_index" on "career_positions" ("is_active");`);

    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "name" varchar(200) not null, "email" varchar(320) not null, "phone" varchar(50) not null default '', "company" varchar(200) not null default '', "subject" varchar(300) not null, "message" text not null, "inquiry_type" text check ("inquiry_type" in ('general', 'services', 'partnership', 'careers', 'support')) not null default 'general', "is_read" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(
      `create table "core_expertise" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "icon_type" varchar(40) not null default 'Target', "custom_icon_url" varchar(2048) null, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "featured_insights" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "image" varchar(2048) null, "category" varchar(80) null, "link" varchar(2048) null, "is_active" boolean not null default true, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "featured_insights_is_active_index" on "featured_insights" ("is_active");`);

    this.addSql(
      `create table "job_applications" ("id" serial primary key, "position_id" int null, "position_title" varchar(200) not null, "name" varchar(200) not null, "email" varchar(320) not null, "phone" varchar(50) not null default '', "message" text not null default '', "status" text check ("status" in ('new', 'reviewed', 'shortlisted', 'rejected')) not null default 'new', "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "job_applications_position_id_index" on "job_applications" ("position_id");`);
    this.addSql(`create index "job_applications_created_at_index" on "job_applications" ("created_at");`);

    this.addSql(`create table "newsletter_subscribers" ("id" serial primary key, "email" varchar(320) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`);

    this.addSql(
      `create table "seed_records" ("name" varchar(100) not null, "applied_at" timestamptz not null, constraint "seed_records_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "services" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "long_description" text not null default '', "features" text[] not null default '{}', "icon_type" varchar(40) not null default 'define', "is_active" boolean not null default true, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "services_is_active_index" on "services" ("is_active");`);

    this.addSql(
      `create table "settings" ("key" varchar(40) not null, "value" jsonb not null, "updated_at" timestamptz not null, constraint "settings_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "team_members" ("id" serial primary key, "name" varchar(200) not null, "title" varchar(200) not null, "bio" text not null, "photo_url" varchar(2048) null, "linkedin_url" varchar(2048) null, "twitter_url" varchar(2048) null, "email" varchar(320) null, "department" varchar(120) null, "specialties" text null, "quote" text null, "achievements" text null, "order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "sessions" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `alter table "job_applications" add constraint "job_applications_position_id_foreign" foreign key ("position_id") references "career_positions" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "job_applications" drop constraint "job_applications_position_id_foreign";`);

    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "blog_posts" cascade;`);

    this.addSql(`drop table if exists "career_positions" cascade;`);

    this.addSql(`drop table if exists "contact_messages" cascade;`);

    this.addSql(`drop table if exists "core_expertise" cascade;`);

    this.addSql(`drop table if exists "featured_insights" cascade;`);

    this.addSql(`drop table if exists "job_applications" cascade;`);

    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);

    this.addSql(`drop table if exists "seed_records" cascade;`);

    this.addSql(`drop table if exists "services" cascade;`);

    this.addSql(`drop table if exists "settings" cascade;`);

    this.addSql(`drop table if exists "team_members" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
