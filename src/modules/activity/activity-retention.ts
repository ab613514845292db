import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import { removeExpiredActivity } from './activity.service';

/** The queue (made by the activity-log migration) whose daily job removes entries past the retention. */
export const ACTIVITY_RETENTION_QUEUE = 'activity-retention';
// Once a day, at a quiet hour; pg-boss's cron sends it once across every instance.
const DAILY = '30 3 * * *';

/** This instance's worker for the retention job, and the daily schedule (kept in pg-boss's schedule table). */
export async function startActivityRetention({ em, jobs }: { em: EntityManager; jobs: JobQueue }): Promise<void> {
  await jobs.schedule(ACTIVITY_RETENTION_QUEUE, DAILY, { retryLimit: 3, retryDelaySeconds: 300 }, () => removeExpiredActivity(em.fork()));
}
