/**
 * Writes the migration that installs pg-boss's tables, with pg-boss's own SQL frozen into the file, so
 * the job queue's schema arrives through migrations like every other table (docs/decisions/017).
 *   node --import tsx scripts/create-queue-migration.ts
 * An upgrade of pg-boss that raises its schema version needs a migration of
 * `PgBoss.getMigrationPlans(JOB_QUEUE_SCHEMA, <old version>)` the same way.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { MIGRATIONS_DIR } from '../src/server/db/orm';
import { JOB_QUEUE_SCHEMA } from '../src/server/lib/job-queue';
import { writeMigrationsIndex } from './migrations-index';

// The migrator runs every migration in its own transaction: pg-boss's BEGIN/COMMIT would end it early.
const sql = PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA)
  .replace(/^\s*BEGIN;\s*$/m, '')
  .replace(/^\s*COMMIT;\s*$/m, '')
  .trim();
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const name = `Migration${stamp}_job_queue`;
const { schema } = (await import('pg-boss/version.json', { with: { type: 'json' } })).default;

writeFileSync(
  path.join(MIGRATIONS_DIR, `${name}.ts`),
  `import { Migration } from '@mikro-orm/migrations';

// pg-boss's tables (schema version ${schema}), as PgBoss.getConstructionPlans('${JOB_QUEUE_SCHEMA}') wrote them; scripts/create-queue-migration.ts.
export class ${name} extends Migration {
  override async up(): Promise<void> {
    this.addSql(\`${sql}\`);
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists "${JOB_QUEUE_SCHEMA}" cascade;');
  }
}
`,
);
writeMigrationsIndex(MIGRATIONS_DIR);
console.log(`wrote migrations/${name}.ts and updated migrations/index.ts`);
