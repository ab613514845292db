import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import type { Mailer } from '../mail';
import { ISSUE_SEND_QUEUE, sendIssueBatch, type IssueSending } from './newsletter-issue.service';

/**
 * Starts this instance's worker for the batches of newsletter issues being sent; answers what the
 * procedures need to send issues. (Unconfirmed sign-ups are removed by the retention job, modules/privacy.)
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
  await jobs.work<{ issueId: number }>(ISSUE_SEND_QUEUE, ({ data }) => sendIssueBatch(em.fork(), sending, data.issueId));
  return sending;
}
