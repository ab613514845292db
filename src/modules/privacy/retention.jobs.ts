import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import { removeExpiredPersonalData } from './retention.service';

/** Made by a migration, like every queue. */
export const RETENTION_QUEUE = 'personal-data-retention';
// Daily at a quiet hour (UTC); pg-boss's cron sends it once across every instance.
const DAILY = '45 3 * * *';

/** This instance's worker for the retention job, and the daily schedule. */
export async function startRetention({ em, jobs }: { em: EntityManager; jobs: JobQueue }): Promise<void> {
  await jobs.schedule(RETENTION_QUEUE, DAILY, { retryLimit: 3, retryDelaySeconds: 300 }, () => removeExpiredPersonalData(em.fork()));
}
