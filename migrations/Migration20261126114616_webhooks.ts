import { Migration } from '@mikro-orm/migrations';

export class Migration20261126114616_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "url" varchar(2000) not null, "description" varchar(200) not null default '', "events" text[] not null, "secret" varchar(100) not null, "is_active" boolean not null default true, "disabled_reason" varchar(300) null, "consecutive_failures" int not null default 0, "created_by" varchar(100) not null);`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "endpoint_id" int not null, "message_id" varchar(40) not null, "event_type" varchar(40) not null, "body" text not null, "status" varchar(16) not null, "attempts" int not null default 0, "last_status_code" int null, "last_response_ms" int null, "last_error" varchar(500) null, "delivered_at" timestamptz null);`,
    );
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_message_id_unique" unique ("message_id");`);
    this.addSql(`create index "webhook_deliveries_endpoint_created_idx" on "webhook_deliveries" ("endpoint_id", "created_at");`);

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`select pgboss.create_queue('webhook-deliver', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('webhook-deliver');`);
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
