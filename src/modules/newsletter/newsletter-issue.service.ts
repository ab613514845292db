import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import { defineAdminList } from '../../server/lib/admin-list';
import { dtoFrom } from '../../server/lib/dto';
import { sanitizeRichText } from '../../server/lib/rich-text';
import { dateRangeFields, oneOfFilter, pageMetaOf, type PageMeta } from '../../shared/list-query';
import { BlogPostEntity } from '../blog';
import type { BulkMail, Mailer } from '../mail';
import { getSiteSettings } from '../settings';
import { renderIssue } from './issue-mail';
import { ISSUE_STATUSES, type RecipientStatus } from './newsletter.constants';
import { ISSUE_SEARCHABLE, NewsletterIssueEntity, type NewsletterIssue } from './newsletter-issue.entity';
import { issueDto, issueRecipientDto, type IssueContentInput, type IssueDto, type IssueRecipientDto, type IssueTotals } from './newsletter-issue.schema';

/** Made by a migration: one job sends one batch of an issue and queues the next. */
export const ISSUE_SEND_QUEUE = 'newsletter-issue-send';
/** The purpose an unsubscribe link is signed for; its value is the subscriber's id and it never expires. */
export const UNSUBSCRIBE_LINK = 'newsletter-unsubscribe';
// A batch is at most this many recipients, whatever the rate: one transaction, one delivery job.
const MAX_BATCH = 500;
// A batch job takes seconds; one whose instance died is retried after this, not pg-boss's default 15 minutes.
const BATCH_EXPIRES_SECONDS = 60;
const BATCH_RETRIES = { retryLimit: 10, retryDelaySeconds: 5 };

/** What sending an issue needs besides the database. */
export type IssueSending = { mailer: Mailer; jobs: JobQueue; baseUrl: string };

export const issueList = defineAdminList({
  entity: NewsletterIssueEntity,
  searchable: ISSUE_SEARCHABLE,
  sortable: { createdAt: 'createdAt', subject: 'subject', status: 'status', sentAt: 'sentAt' },
  defaultSort: 'createdAt:desc',
  filters: { status: oneOfFilter('status', ISSUE_STATUSES, 'Only drafts, issues being sent or sent issues'), ...dateRangeFields },
});

/** The issue's content: written, or taken from the blog post (what the input leaves out). */
async function issueContent(em: EntityManager, input: IssueContentInput) {
  const post = input.blogPostId === undefined ? null : await em.findOneOrFail(BlogPostEntity, { id: input.blogPostId });
  return {
    subject: input.subject || post?.title || '',
    // Blank counts as left out: the dashboard's form sends its empty fields.
    preheader: input.preheader || post?.excerpt.slice(0, 300) || '',
    body: sanitizeRichText(input.body || post?.content || ''),
    blogPostId: post?.id ?? null,
  };
}

export async function createIssue(em: EntityManager, input: IssueContentInput): Promise<NewsletterIssue> {
  const issue = em.create(NewsletterIssueEntity, { ...(await issueContent(em, input)), status: 'draft' });
  await em.flush();
  return issue;
}

/** Rewrites a draft; answers null when the issue is no longer a draft. */
export async function updateDraft(em: EntityManager, id: number, input: IssueContentInput): Promise<NewsletterIssue | null> {
  const issue = await findIssue(em, id);
  if (issue.status !== 'draft') return null;
  em.assign(issue, await issueContent(em, input));
  await em.flush();
  return issue;
}

export const findIssue = (em: EntityManager, id: number) => em.findOneOrFail(NewsletterIssueEntity, { id });

/** How the issue's recipients stand: each one's status is its outbox message's (queued until it has one). */
export async function issueTotals(em: EntityManager, issueId: number): Promise<IssueTotals> {
  const rows = await em.execute<{ status: RecipientStatus; count: string }[]>(
    `select coalesce(o.status, 'queued') as status, count(*) as count from newsletter_issue_recipients r
     left join mail_outbox o on o.id = r.outbox_id where r.issue_id = ? group by 1`,
    [issueId],
  );
  const totals = { recipients: 0, queued: 0, sent: 0, failed: 0 };
  for (const { status, count } of rows) {
    totals[status] += Number(count);
    totals.recipients += Number(count);
  }
  return totals;
}

export const toIssueDto = async (em: EntityManager, issue: NewsletterIssue): Promise<IssueDto> =>
  dtoFrom(issueDto, { ...issue, totals: await issueTotals(em, issue.id) });

/** One page of an issue's recipients, in the order they are mailed, optionally of one status. */
export async function issueRecipients(
  em: EntityManager,
  { id, status, page, pageSize }: { id: number; status?: RecipientStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: IssueRecipientDto[]; meta: PageMeta; totals: IssueTotals }> {
  await findIssue(em, id);
  const where = `r.issue_id = ? ${status ? `and coalesce(o.status, 'queued') = ?` : ''}`;
  const params = status ? [id, status] : [id];
  const from = `from newsletter_issue_recipients r left join mail_outbox o on o.id = r.outbox_id where ${where}`;
  const [rows, [counted], totals] = await Promise.all([
    em.execute<{ email: string; status: RecipientStatus; sent_at: Date | null; last_error: string | null }[]>(
      `select r.email, coalesce(o.status, 'queued') as status, o.sent_at, o.last_error ${from} order by r.id limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    em.execute<{ count: string }[]>(`select count(*) as count ${from}`, params),
    issueTotals(em, id),
  ]);
  return {
    rows: rows.map((row) => dtoFrom(issueRecipientDto, { email: row.email, status: row.status, sentAt: row.sent_at, lastError: row.last_error })),
    meta: pageMetaOf(page, pageSize, Number(counted?.count ?? 0)),
    totals,
  };
}

const unsubscribeUrl = (mailer: Mailer, baseUrl: string, subscriberId: number) =>
  `${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(mailer.signLink(UNSUBSCRIBE_LINK, String(subscriberId), null))}`;

/** Each recipient's message, the issue rendered once; recipients are `{email, subscriberId}`. */
async function issueMails(em: EntityManager, { mailer, baseUrl }: IssueSending, issue: NewsletterIssue, recipients: { email: string; subscriberId: number }[]) {
  const { company } = await getSiteSettings(em);
  const post = issue.blogPostId === null ? null : await em.findOne(BlogPostEntity, { id: issue.blogPostId });
  const rendered = await renderIssue({
    subject: issue.subject,
    preheader: issue.preheader,
    body: issue.body,
    companyName: company.name,
    siteUrl: baseUrl,
    postUrl: post ? `${baseUrl}/blog/${post.slug}` : null,
  });
  return recipients.map(({ email, subscriberId }): BulkMail => {
    const link = unsubscribeUrl(mailer, baseUrl, subscriberId);
    return {
      to: email,
      subject: issue.subject,
      ...rendered.forRecipient(link),
      // RFC 8058: mail clients show an Unsubscribe button that POSTs `List-Unsubscribe=One-Click` to the link.
      listHeaders: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  });
}

/** The e-mail an issue's content makes, as a subscriber gets it, without saving anything (the dashboard's preview). */
export async function previewIssue(em: EntityManager, baseUrl: string, input: IssueContentInput): Promise<{ subject: string; html: string; text: string }> {
  const content = await issueContent(em, input);
  const { company } = await getSiteSettings(em);
  const post = content.blogPostId === null ? null : await em.findOne(BlogPostEntity, { id: content.blogPostId });
  const rendered = await renderIssue({ ...content, companyName: company.name, siteUrl: baseUrl, postUrl: post ? `${baseUrl}/blog/${post.slug}` : null });
  return { subject: content.subject, ...rendered.forRecipient(`${baseUrl}/newsletter/unsubscribe`) };
}

/** Deletes a draft; answers false when the issue was sent (or is being sent): its record stays. */
export async function removeDraft(em: EntityManager, id: number): Promise<boolean> {
  await findIssue(em, id);
  return (await em.nativeDelete(NewsletterIssueEntity, { id, status: 'draft' })) > 0;
}

/** Queues the issue, as its subscribers will get it, to one address; its unsubscribe link names no one. */
export async function sendTestIssue(em: EntityManager, sending: IssueSending, id: number, to: string): Promise<void> {
  const issue = await findIssue(em, id);
  await em.transactional(async (tx) => {
    const mails = await issueMails(tx, sending, issue, [{ email: to, subscriberId: 0 }]);
    await sending.mailer.queueBulk(
      tx,
      mails.map((mail) => ({ ...mail, subject: `[Test] ${mail.subject}` })),
    );
  });
}

/**
 * Sends a draft: in one transaction it becomes `sending`, every confirmed subscriber becomes a recipient
 * and the first batch job is queued. Answers false when the issue was not a draft (already sent or being
 * sent): the conditional update lets only one of two simultaneous sends through.
 */
export async function startSendingIssue(em: EntityManager, { jobs }: IssueSending, id: number, ratePerMinute: number | undefined): Promise<boolean> {
  await findIssue(em, id);
  return em.transactional(async (tx) => {
    const [started] = await tx.execute<{ id: number }[]>(
      `update newsletter_issues set status = 'sending', send_started_at = now(), updated_at = now(), version = version + 1,
       rate_per_minute = coalesce(?, rate_per_minute) where id = ? and status = 'draft' returning id`,
      [ratePerMinute ?? null, id],
    );
    if (!started) return false;
    await tx.execute(
      `insert into newsletter_issue_recipients (issue_id, email, created_at)
       select ?, email, now() from newsletter_subscribers where status = 'confirmed' order by id on conflict do nothing`,
      [id],
    );
    await jobs.send(ISSUE_SEND_QUEUE, { issueId: id }, { em: tx, ...BATCH_RETRIES, expireInSeconds: BATCH_EXPIRES_SECONDS });
    return true;
  });
}

// knex spreads a JS array into a list of placeholders; an array literal passes as one value.
const pgIntArray = (values: number[]) => `{${values.join(',')}}`;

/** A batch every second of rate/60 recipients; below 60 a minute, one recipient every 60/rate seconds. */
export const batchPace = (ratePerMinute: number) =>
  ratePerMinute >= 60
    ? { size: Math.min(MAX_BATCH, Math.round(ratePerMinute / 60)), everySeconds: 1 }
    : { size: 1, everySeconds: Math.round(60 / ratePerMinute) };

/**
 * One batch of an issue, in one transaction: takes the next recipients no other batch holds (`skip
 * locked`) who are still subscribed, writes their messages to the outbox with one delivery job, links
 * each recipient to its message, and queues the next batch. A batch that rolls back leaves nothing; a
 * committed one can never be taken again, so each recipient is mailed once whatever instance or restart.
 * With nobody left, the issue is sent and the recipients who unsubscribed meanwhile are dropped.
 */
export async function sendIssueBatch(em: EntityManager, sending: IssueSending, issueId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const issue = await tx.findOne(NewsletterIssueEntity, { id: issueId });
    if (issue?.status !== 'sending') return;
    const pace = batchPace(issue.ratePerMinute);
    const claimed = await tx.execute<{ id: number; email: string; subscriber_id: number }[]>(
      `select r.id, r.email, s.id as subscriber_id from newsletter_issue_recipients r
       join newsletter_subscribers s on s.email = r.email and s.status = 'confirmed'
       where r.issue_id = ? and r.outbox_id is null order by r.id limit ? for update of r skip locked`,
      [issueId, pace.size],
    );
    if (claimed.length === 0) {
      await tx.execute(`delete from newsletter_issue_recipients where issue_id = ? and outbox_id is null`, [issueId]);
      await tx.nativeUpdate(NewsletterIssueEntity, { id: issueId, status: 'sending' }, { status: 'sent', sentAt: new Date(), updatedAt: new Date() });
      return;
    }
    const mails = await issueMails(
      tx,
      sending,
      issue,
      claimed.map((row) => ({ email: row.email, subscriberId: row.subscriber_id })),
    );
    const outboxIds = await sending.mailer.queueBulk(tx, mails);
    await tx.execute(
      `update newsletter_issue_recipients r set outbox_id = linked.outbox_id
       from unnest(?::int[], ?::int[]) as linked(id, outbox_id) where r.id = linked.id`,
      [pgIntArray(claimed.map((row) => row.id)), pgIntArray(outboxIds)],
    );
    await sending.jobs.send(ISSUE_SEND_QUEUE, { issueId }, { em: tx, ...BATCH_RETRIES, startAfter: pace.everySeconds, expireInSeconds: BATCH_EXPIRES_SECONDS });
  });
}
