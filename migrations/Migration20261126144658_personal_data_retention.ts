import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144658_personal_data_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "activity_entries" drop constraint if exists "activity_entries_actor_kind_check";`);

    this.addSql(
      `alter table "activity_entries" add constraint "activity_entries_actor_kind_check" check("actor_kind" in ('user', 'apiKey', 'visitor', 'system'));`,
    );
    this.addSql(`select pgboss.create_queue('personal-data-retention', '{"policy":"standard"}');`);
    // The retention job now removes unconfirmed sign-ups, after the period staff set: the newsletter's own job goes.
    this.addSql(`delete from pgboss.schedule where name = 'newsletter-pending-cleanup';`);
    this.addSql(`select pgboss.delete_queue('newsletter-pending-cleanup');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.create_queue('newsletter-pending-cleanup', '{"policy":"standard"}');`);
    this.addSql(`select pgboss.delete_queue('personal-data-retention');`);
    this.addSql(`alter table "activity_entries" drop constraint if exists "activity_entries_actor_kind_check";`);

    this.addSql(`alter table "activity_entries" add constraint "activity_entries_actor_kind_check" check("actor_kind" in ('user', 'apiKey', 'visitor'));`);
  }
}
