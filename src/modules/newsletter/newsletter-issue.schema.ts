import { z } from 'zod';
import { emailAddress, idParam, isoDateTime, orNull, text } from '../../shared/fields';
import { pageMeta, pagingFields } from '../../shared/list-query';
import { ISSUE_STATUSES, MAX_SEND_RATE_PER_MINUTE, RECIPIENT_STATUSES } from './newsletter.constants';

export { ISSUE_STATUSES, RECIPIENT_STATUSES, type IssueStatus, type RecipientStatus } from './newsletter.constants';

const BODY_MAX = 200_000;

const issueContentFields = {
  subject: text('Subject', 200).optional().describe("The e-mail's subject; with blogPostId, the post's title when left out"),
  preheader: text('Preheader', 300).optional().describe('The line mail clients show after the subject; with blogPostId, the excerpt when left out'),
  body: z
    .string({ error: 'Body must be text' })
    .max(BODY_MAX, `Body must be at most ${BODY_MAX} characters`)
    .optional()
    .describe('Rich text (HTML; sanitised when saved); with blogPostId, the post content when left out'),
  blogPostId: idParam.optional().describe('Send this blog post: the issue takes its content and links to it on the site'),
};

/** Either written (subject and rich text) or taken from a blog post (its title, excerpt and content, unless given). */
const withContentRules = <T extends z.ZodType<{ subject?: string | undefined; body?: string | undefined; blogPostId?: number | undefined }>>(schema: T) =>
  schema
    .refine((input) => input.blogPostId !== undefined || Boolean(input.subject), { message: 'Subject is required', path: ['subject'] })
    .refine((input) => input.blogPostId !== undefined || Boolean(input.body?.trim()), { message: 'Body is required', path: ['body'] });

export const issueContentInput = withContentRules(z.strictObject(issueContentFields));
export const updateIssueInput = withContentRules(z.strictObject({ id: idParam, ...issueContentFields }));
export type IssueContentInput = z.output<typeof issueContentInput>;

export const issueTotalsDto = z
  .object({
    recipients: z.number().int().describe('Confirmed subscribers when the issue was sent (less those who unsubscribed before their turn)'),
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'NewsletterIssueTotals' });
export type IssueTotals = z.infer<typeof issueTotalsDto>;

export const issueDto = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    preheader: z.string(),
    body: z.string().describe('Rich text (HTML)'),
    blogPostId: orNull(z.number().int()),
    status: z.enum(ISSUE_STATUSES).describe('draft, sending (recipients being mailed) or sent (every message queued)'),
    ratePerMinute: z.number().int().describe('Messages per minute it is (or will be) sent at'),
    sendStartedAt: orNull(isoDateTime),
    sentAt: orNull(isoDateTime),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    totals: issueTotalsDto,
  })
  .meta({ id: 'NewsletterIssue' });
export type IssueDto = z.infer<typeof issueDto>;

export const sendIssueInput = z.strictObject({
  id: idParam,
  ratePerMinute: z
    .number({ error: 'ratePerMinute must be a whole number' })
    .int('ratePerMinute must be a whole number')
    .min(1, 'ratePerMinute must be at least 1')
    .max(MAX_SEND_RATE_PER_MINUTE, `ratePerMinute must be at most ${MAX_SEND_RATE_PER_MINUTE}`)
    .optional()
    .describe("Messages per minute; left out, the issue's own rate (600 by default)"),
});

export const testIssueInput = z.strictObject({
  id: idParam,
  to: emailAddress('Please enter the address to send the test to').describe('Where the test goes (your own address)'),
});

export const issueRecipientsInput = z.strictObject({
  id: idParam,
  status: z.enum(RECIPIENT_STATUSES, { error: `status must be one of ${RECIPIENT_STATUSES.join(', ')}` }).optional(),
  ...pagingFields,
});

export const issueRecipientDto = z
  .object({
    email: z.string(),
    status: z.enum(RECIPIENT_STATUSES),
    sentAt: orNull(isoDateTime),
    lastError: orNull(z.string()).describe("The SMTP server's answer to the last failed attempt"),
  })
  .meta({ id: 'NewsletterIssueRecipient' });
export type IssueRecipientDto = z.infer<typeof issueRecipientDto>;

export const issueRecipientsPage = z.object({
  success: z.literal(true),
  data: z.array(issueRecipientDto),
  meta: pageMeta,
  totals: issueTotalsDto,
  message: z.string(),
});

/** The token from an unsubscribe link (or its List-Unsubscribe header). */
export const unsubscribeInput = z.strictObject({
  token: z.string({ error: 'The unsubscribe token must be text' }).max(1000, 'The unsubscribe token is not valid'),
});
