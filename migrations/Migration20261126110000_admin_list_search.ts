import { Migration } from '@mikro-orm/migrations';

/**
 * The admin lists' search (decision 025): pg_trgm and unaccent, `admin_search_text(...)` (the columns
 * joined, lower case, accents removed; IMMUTABLE so an index can be built on it, which unaccent alone is
 * not: its dictionary is looked up by name at run time, so the wrapper names it with its schema), a GIN
 * trigram index per searchable list, and the indexes the inbox filters read in date order.
 */
export class Migration20261126110000_admin_list_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(`create extension if not exists unaccent with schema public;`);
    this.addSql(
      `create function admin_search_text(variadic parts text[]) returns text language sql immutable strict parallel safe as $$ select lower(public.unaccent('public.unaccent'::regdictionary, array_to_string(parts, ' '))) $$;`,
    );
    this.addSql(`create index "api_keys_search_idx" on "api_keys" using gin (admin_search_text("name", "prefix", "created_by") gin_trgm_ops);`);
    this.addSql(
      `create index "job_applications_search_idx" on "job_applications" using gin (admin_search_text("name", "email", "position_title", "message") gin_trgm_ops);`,
    );
    this.addSql(`create index "job_applications_status_created_at_idx" on "job_applications" ("status", "created_at", "id");`);
    this.addSql(`create index "users_search_idx" on "users" using gin (admin_search_text("username") gin_trgm_ops);`);
    this.addSql(`create index "blog_posts_search_idx" on "blog_posts" using gin (admin_search_text("title", "excerpt", "category") gin_trgm_ops);`);
    this.addSql(
      `create index "career_positions_search_idx" on "career_positions" using gin (admin_search_text("title", "department", "location") gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contact_messages_search_idx" on "contact_messages" using gin (admin_search_text("name", "email", "company", "subject", "message") gin_trgm_ops);`,
    );
    this.addSql(`create index "contact_messages_inquiry_type_created_at_idx" on "contact_messages" ("inquiry_type", "created_at", "id");`);
    this.addSql(`create index "contact_messages_is_read_created_at_idx" on "contact_messages" ("is_read", "created_at", "id");`);
    this.addSql(`create index "core_expertise_search_idx" on "core_expertise" using gin (admin_search_text("title", "description") gin_trgm_ops);`);
    this.addSql(
      `create index "featured_insights_search_idx" on "featured_insights" using gin (admin_search_text("title", "description", "category") gin_trgm_ops);`,
    );
    this.addSql(`create index "mail_outbox_search_idx" on "mail_outbox" using gin (admin_search_text("to", "subject") gin_trgm_ops);`);
    this.addSql(`create index "media_search_idx" on "media" using gin (admin_search_text("filename") gin_trgm_ops);`);
    this.addSql(`create index "newsletter_subscribers_search_idx" on "newsletter_subscribers" using gin (admin_search_text("email") gin_trgm_ops);`);
    this.addSql(`create index "redirects_search_idx" on "redirects" using gin (admin_search_text("from_path", "to_path") gin_trgm_ops);`);
    this.addSql(`create index "services_search_idx" on "services" using gin (admin_search_text("title", "description") gin_trgm_ops);`);
    this.addSql(`create index "team_members_search_idx" on "team_members" using gin (admin_search_text("name", "title", "department", "email") gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "api_keys_search_idx";`);
    this.addSql(`drop index "job_applications_search_idx";`);
    this.addSql(`drop index "job_applications_status_created_at_idx";`);
    this.addSql(`drop index "users_search_idx";`);
    this.addSql(`drop index "blog_posts_search_idx";`);
    this.addSql(`drop index "career_positions_search_idx";`);
    this.addSql(`drop index "contact_messages_search_idx";`);
    this.addSql(`drop index "contact_messages_inquiry_type_created_at_idx";`);
    this.addSql(`drop index "contact_messages_is_read_created_at_idx";`);
    this.addSql(`drop index "core_expertise_search_idx";`);
    this.addSql(`drop index "featured_insights_search_idx";`);
    this.addSql(`drop index "mail_outbox_search_idx";`);
    this.addSql(`drop index "media_search_idx";`);
    this.addSql(`drop index "newsletter_subscribers_search_idx";`);
    this.addSql(`drop index "redirects_search_idx";`);
    this.addSql(`drop index "services_search_idx";`);
    this.addSql(`drop index "team_members_search_idx";`);
    this.addSql(`drop function admin_search_text(text[]);`);
  }
}
