import { Migration } from '@mikro-orm/migrations';

export class Migration20261123135904_public_read_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "blog_posts_is_published_index";`);

    this.addSql(
      `create index "blog_posts_published_newest_idx" on "blog_posts" ("publish_date" desc nulls last, "created_at" desc, "id" desc) where "is_published";`,
    );

    this.addSql(`drop index "career_positions_is_active_index";`);

    this.addSql(`create index "career_positions_open_newest_idx" on "career_positions" ("created_at" desc, "id" desc) where "is_active";`);

    this.addSql(`create index "core_expertise_order_idx" on "core_expertise" ("order", "id");`);

    this.addSql(`drop index "featured_insights_is_active_index";`);

    this.addSql(`create index "featured_insights_active_order_idx" on "featured_insights" ("order", "id") where "is_active";`);

    this.addSql(`drop index "login_failures_ip_index";`);
    this.addSql(`drop index "login_failures_username_index";`);

    this.addSql(`create index "login_failures_username_created_at_idx" on "login_failures" ("username", "created_at");`);
    this.addSql(`create index "login_failures_ip_created_at_idx" on "login_failures" ("ip", "created_at");`);

    this.addSql(`drop index "services_is_active_index";`);

    this.addSql(`create index "services_active_order_idx" on "services" ("order", "id") where "is_active";`);

    this.addSql(`create index "team_members_order_idx" on "team_members" ("order", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "blog_posts_published_newest_idx";`);

    this.addSql(`create index "blog_posts_is_published_index" on "blog_posts" ("is_published");`);

    this.addSql(`drop index "career_positions_open_newest_idx";`);

    this.addSql(`create index "career_positions_is_active_index" on "career_positions" ("is_active");`);

    this.addSql(`drop index "core_expertise_order_idx";`);

    this.addSql(`drop index "featured_insights_active_order_idx";`);

    this.addSql(`create index "featured_insights_is_active_index" on "featured_insights" ("is_active");`);

    this.addSql(`drop index "login_failures_username_created_at_idx";`);
    this.addSql(`drop index "login_failures_ip_created_at_idx";`);

    this.addSql(`create index "login_failures_ip_index" on "login_failures" ("ip");`);
    this.addSql(`create index "login_failures_username_index" on "login_failures" ("username");`);

    this.addSql(`drop index "services_active_order_idx";`);

    this.addSql(`create index "services_is_active_index" on "services" ("is_active");`);

    this.addSql(`drop index "team_members_order_idx";`);
  }
}
