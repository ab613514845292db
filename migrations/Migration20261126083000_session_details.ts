import { Migration } from '@mikro-orm/migrations';

export class Migration20261126083000_session_details extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "ip" varchar(64) null, add column "user_agent" varchar(300) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop column "ip", drop column "user_agent";`);
  }
}
