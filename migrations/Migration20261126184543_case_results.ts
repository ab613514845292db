import { Migration } from '@mikro-orm/migrations';

export class Migration20261126184543_case_results extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "case_results" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "client_name" varchar(120) not null, "logo_url" varchar(2048) null, "sector" varchar(80) not null, "outcome_figure" varchar(24) not null, "outcome" varchar(240) not null, "quote" text null, "quote_by" varchar(120) null, "quote_role" varchar(120) null, "order" int not null default 0);`,
    );
    this.addSql(`create index "case_results_order_idx" on "case_results" ("order", "id");`);
    this.addSql(`create index "case_results_search_idx" on "case_results" using gin (admin_search_text("client_name", "sector", "outcome") gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "case_results" cascade;`);
  }
}
