import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { notFoundMessage } from '../../server/lib/not-found';
import { idParam } from '../../shared/fields';
import { adminGet } from '../../server/trpc/admin-procedures';
import { adminList } from '../../server/trpc/admin-list';
import { dtoFrom } from '../../server/lib/dto';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { NewsletterIssueEntity } from './newsletter-issue.entity';
import {
  issueContentInput,
  issueDto,
  issueRecipientsInput,
  issueRecipientsPage,
  sendIssueInput,
  testIssueInput,
  updateIssueInput,
} from './newsletter-issue.schema';
import {
  createIssue,
  findIssue,
  issueList,
  issueRecipients,
  previewIssue,
  removeDraft,
  sendTestIssue,
  startSendingIssue,
  toIssueDto,
  updateDraft,
} from './newsletter-issue.service';

const tags = ['Admin: Newsletter'];
const NOT_FOUND = notFoundMessage(NewsletterIssueEntity);
const NOT_A_DRAFT = 'This issue was already sent (or is being sent): only a draft can be changed or sent';
// The list shows no totals (each would be a query per row); it keeps the body, which the dashboard's form edits.
const issueSummaryDto = issueDto.omit({ totals: true }).meta({ id: 'NewsletterIssueSummary' });

export const newsletterIssuesAdminRouter = router({
  list: adminList({
    list: issueList,
    path: '/admin/newsletter/issues',
    tags,
    summary: 'Newsletter issues, newest first, a page at a time: search subjects with ?q=, sort with ?sort=, filter by status, from and to',
    scope: 'newsletter:read',
    dto: issueSummaryDto,
    toDto: (row) => dtoFrom(issueSummaryDto, row),
    message: ({ total }) => `${total} issue${total === 1 ? '' : 's'}`,
  }),

  get: adminGet({
    path: '/admin/newsletter/issues/{id}',
    tags,
    summary: 'One issue with its content and how many of its recipients are queued, sent and failed',
    notFound: NOT_FOUND,
    message: 'Issue retrieved',
    dto: issueDto,
    find: async (em, id) => toIssueDto(em, await findIssue(em, id)),
    toDto: (issue) => issue,
    scope: 'newsletter:read',
  }),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues',
        tags,
        summary: 'Write a newsletter issue (a draft): a subject, a preheader and rich text, or a blog post to send',
        description: "With `blogPostId` the issue takes the post's title, excerpt and content (each unless given) and links to the post on the site.",
        errorResponses: { 400: 'Invalid input', 404: 'No such blog post' },
      },
      changes: [],
      scope: 'newsletter:write',
    })
    .input(issueContentInput)
    .output(envelope(issueDto))
    .mutation(async ({ ctx, input }) => ok(await toIssueDto(ctx.em, await createIssue(ctx.em, input)), 'Issue saved as a draft')),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/newsletter/issues/{id}',
        tags,
        summary: 'Rewrite a draft issue',
        errorResponses: { 400: 'Invalid input', 404: NOT_FOUND, 409: NOT_A_DRAFT },
      },
      changes: [],
      scope: 'newsletter:write',
    })
    .input(updateIssueInput)
    .output(envelope(issueDto))
    .mutation(async ({ ctx, input: { id, ...content } }) => {
      const issue = await updateDraft(ctx.em, id, content);
      if (!issue) throw new TRPCError({ code: 'CONFLICT', message: NOT_A_DRAFT });
      return ok(await toIssueDto(ctx.em, issue), 'Draft saved');
    }),

  preview: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues/preview',
        tags,
        summary: "The e-mail an issue's content makes (HTML and plain text), as a subscriber gets it, without saving it",
        description: 'For a preview at phone and desktop width: the HTML is the MJML-rendered message; its unsubscribe link names no one.',
        errorResponses: { 400: 'Invalid input', 404: 'No such blog post' },
      },
      changes: [],
      scope: 'newsletter:read',
    })
    .input(issueContentInput)
    .output(envelope(z.object({ subject: z.string(), html: z.string(), text: z.string() }).meta({ id: 'NewsletterIssuePreview' })))
    .mutation(async ({ ctx, input }) => ok(await previewIssue(ctx.em, ctx.config.baseUrl, input), 'Preview rendered')),

  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/newsletter/issues/{id}',
        tags,
        summary: 'Delete a draft issue (a sent issue stays, with its recipients)',
        errorResponses: { 404: NOT_FOUND, 409: NOT_A_DRAFT },
      },
      changes: [],
      scope: 'newsletter:write',
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      if (!(await removeDraft(ctx.em, input.id))) throw new TRPCError({ code: 'CONFLICT', message: NOT_A_DRAFT });
      return ok({ id: input.id }, 'Draft deleted');
    }),

  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/test',
        tags,
        summary: 'Send the issue, as subscribers will get it, to one address (your own) to check it',
        description: 'The subject starts with [Test]; its unsubscribe link unsubscribes no one. Any issue can be tested, sent or not.',
        errorResponses: { 400: 'Invalid address', 404: NOT_FOUND },
      },
      changes: [],
      scope: 'newsletter:write',
    })
    .input(testIssueInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      await sendTestIssue(ctx.em, ctx.newsletter, input.id, input.to);
      return ok(null, `Test sent to ${input.to}`);
    }),

  send: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/send',
        tags,
        summary: 'Send a draft to every confirmed subscriber, through the job queue, at a set rate',
        description:
          'The answer comes at once: the subscribers confirmed now become its recipients and are mailed in batches (ratePerMinute), each exactly once, whatever the number of instances and restarts. Follow it with GET …/recipients.',
        errorResponses: { 400: 'Invalid rate', 404: NOT_FOUND, 409: NOT_A_DRAFT },
      },
      changes: ['newsletter'],
      scope: 'newsletter:write',
    })
    .input(sendIssueInput)
    .output(envelope(issueDto))
    .mutation(async ({ ctx, input }) => {
      if (!(await startSendingIssue(ctx.em, ctx.newsletter, input.id, input.ratePerMinute))) throw new TRPCError({ code: 'CONFLICT', message: NOT_A_DRAFT });
      const issue = await toIssueDto(ctx.em.fork(), await findIssue(ctx.em.fork(), input.id));
      return ok(issue, `Sending to ${issue.totals.recipients} subscriber${issue.totals.recipients === 1 ? '' : 's'}`);
    }),

  recipients: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/newsletter/issues/{id}/recipients',
        tags,
        summary: "An issue's recipients in the order they are mailed, a page at a time, with each one's status and the totals",
        description: 'A recipient is queued until its message is delivered (sent) or refused for good (failed, with the SMTP answer). Filter with ?status=.',
        errorResponses: { 404: NOT_FOUND },
      },
      cache: 'no-store',
      scope: 'newsletter:read',
    })
    .input(issueRecipientsInput)
    .output(issueRecipientsPage)
    .query(async ({ ctx, input }) => {
      const { rows, meta, totals } = await issueRecipients(ctx.em, input);
      return { success: true as const, data: rows, meta, totals, message: `${totals.sent} of ${totals.recipients} sent, ${totals.failed} failed` };
    }),
});
