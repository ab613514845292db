import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import { removeUnconfirmedSignUps } from './newsletter.service';

/** Made by a migration, like every queue. */
export const PENDING_CLEANUP_QUEUE = 'newsletter-pending-cleanup';
// Daily, at a quiet hour (UTC).
const PENDING_CLEANUP_CRON = '17 3 * * *';

/** Starts this instance's worker for the newsletter's jobs and (re)writes the daily clean-up's schedule. */
export async function startNewsletterJobs({ em, jobs }: { em: EntityManager; jobs: JobQueue }): Promise<void> {
  await jobs.work(PENDING_CLEANUP_QUEUE, async () => {
    await removeUnconfirmedSignUps(em.fork());
  });
  await jobs.schedule(PENDING_CLEANUP_QUEUE, PENDING_CLEANUP_CRON, { retryLimit: 3, retryDelaySeconds: 300 });
}
