import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import type { Mailer } from '../mail';
import { ISSUE_SEND_QUEUE, sendIssueBatch, type IssueSending } from './newsletter-issue.service';
import { removeUnconfirmedSignUps } from './newsletter.service';

/** Made by a migration, like every queue. */
export const PENDING_CLEANUP_QUEUE = 'newsletter-pending-cleanup';
// Daily, at a quiet hour (UTC).
const PENDING_CLEANUP_CRON = '17 3 * * *';

/**
 * Starts this instance's workers for the newsletter's jobs (the daily clean-up, whose schedule it
 * (re)writes, and the batches of issues being sent); answers what the procedures need to send issues.
 */
export async function startNewsletterJobs({
  em,
  jobs,
  mailer,
  baseUrl,
}: {
  em: EntityManager;
  jobs: JobQueue;
  mailer: Mailer;
  baseUrl: string;
}): Promise<IssueSending> {
  const sending: IssueSending = { mailer, jobs, baseUrl };
  await jobs.work(PENDING_CLEANUP_QUEUE, async () => {
    await removeUnconfirmedSignUps(em.fork());
  });
  await jobs.schedule(PENDING_CLEANUP_QUEUE, PENDING_CLEANUP_CRON, { retryLimit: 3, retryDelaySeconds: 300 });
  await jobs.work<{ issueId: number }>(ISSUE_SEND_QUEUE, ({ data }) => sendIssueBatch(em.fork(), sending, data.issueId));
  return sending;
}
