import { Migration } from '@mikro-orm/migrations';

/** The queue of the daily backup (BACKUP_KEEP above 0), made here like every queue. */
export class Migration20261126152500_scheduled_backups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`select pgboss.create_queue('scheduled-backup', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('scheduled-backup');`);
  }
}
