import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { isBot } from '../../shared/fields';
import { PUBLIC_WRITE_LIMIT } from '../../server/trpc/procedure-rules';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminRemove } from '../../server/trpc/admin-procedures';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { NEWSLETTER_MESSAGES, newsletterConfirmInput, newsletterSignupInput, newsletterSubscriberDto } from './newsletter.schema';
import { adminList } from '../../server/trpc/admin-list';
import { adminBulk } from '../../server/trpc/admin-bulk';
import { confirmSignUp, countSubscribers, findSubscriber, signUp, subscriberList, toSubscriberDto, unsubscribe } from './newsletter.service';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { subscriberCount, UNSUBSCRIBE_MESSAGES } from './newsletter.constants';
import { newsletterIssuesAdminRouter } from './newsletter-issue.admin-router';
import { unsubscribeInput } from './newsletter-issue.schema';
import { publicById, publicList } from '../../server/trpc/public-reads';
import { ARCHIVE_OFF, archivedIssue, archivedIssueDto, archivedIssues, archivedIssueSummaryDto } from './newsletter-archive';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter',
        protect: false,
        tags: ['Newsletter'],
        summary: 'Sign up for the newsletter: the address stays pending until its owner follows the link e-mailed to it',
        description:
          'Signing up again is not an error and answers the same whether or not the address is subscribed; a pending address gets the confirmation e-mail again at most once an hour.',
        errorResponses: { 400: 'Invalid email address' },
      },
      changes: [],
      publicWrite: PUBLIC_WRITE_LIMIT,
    })
    .input(newsletterSignupInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      if (!isBot(input)) await signUp(ctx.em, ctx.mailer, ctx.config.baseUrl, { email: input.email, sourcePage: input.sourcePage });
      return ok(null, NEWSLETTER_MESSAGES.subscribed);
    }),

  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/confirm',
        protect: false,
        tags: ['Newsletter'],
        summary: 'Confirm a sign-up with the token from the e-mailed link (the link itself opens the page /newsletter/confirm?token=…)',
        errorResponses: { 400: 'The link expired, was changed or names a sign-up that no longer exists' },
      },
      changes: [],
      publicWrite: PUBLIC_WRITE_LIMIT,
    })
    .input(newsletterConfirmInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      const outcome = await confirmSignUp(ctx.em, ctx, input.token);
      if (outcome !== 'confirmed')
        throw new TRPCError({ code: 'BAD_REQUEST', message: NEWSLETTER_MESSAGES[outcome === 'expired' ? 'linkExpired' : 'linkInvalid'] });
      return ok(null, NEWSLETTER_MESSAGES.confirmed);
    }),

  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/unsubscribe',
        protect: false,
        tags: ['Newsletter'],
        summary: 'Unsubscribe with the token from the link in every issue; no sign-in needed',
        description:
          'The link in each issue opens the page /newsletter/unsubscribe?token=…, which unsubscribes at once. Mail clients use the `List-Unsubscribe` header of each issue (RFC 8058): a POST of `List-Unsubscribe=One-Click` (form-encoded) to that same address unsubscribes and answers 200. Unsubscribing twice is not an error.',
        errorResponses: { 400: 'The link was changed or cut short' },
      },
      changes: [],
      publicWrite: PUBLIC_WRITE_LIMIT,
    })
    .input(unsubscribeInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      if ((await unsubscribe(ctx.em, ctx.mailer, input.token)) === 'invalid')
        throw new TRPCError({ code: 'BAD_REQUEST', message: UNSUBSCRIBE_MESSAGES.invalid });
      return ok(null, UNSUBSCRIBE_MESSAGES.done);
    }),

  // The archive answers 404 while Settings → Newsletter does not show it, so it reads the settings too.
  archive: publicList({
    path: '/newsletter/issues',
    tag: 'Newsletter',
    summary: 'The sent newsletter issues, newest first, when the site shows its archive (404 otherwise)',
    content: ['newsletter', 'settings'],
    dto: archivedIssueSummaryDto,
    errorResponses: { 404: ARCHIVE_OFF },
    message: 'Newsletter issues retrieved successfully',
    list: archivedIssues,
  }),

  archivedIssue: publicById({
    path: '/newsletter/issues/{id}',
    tag: 'Newsletter',
    summary: 'One sent newsletter issue, when the site shows its archive',
    content: ['newsletter', 'settings'],
    dto: archivedIssueDto,
    message: 'Newsletter issue retrieved successfully',
    notFound: `Issue not found (or: ${ARCHIVE_OFF.toLowerCase()})`,
    find: archivedIssue,
  }),
});

const tags = ['Admin: Newsletter'];

export const newsletterAdminRouter = router({
  list: adminList({
    list: subscriberList,
    path: '/admin/newsletter',
    tags,
    summary:
      'Everyone who signed up, newest first, a page at a time (subscribers and pending sign-ups, with their consent): search with ?q=, sort with ?sort=, filter by status, from and to',
    scope: 'newsletter:read',
    dto: newsletterSubscriberDto,
    toDto: toSubscriberDto,
    message: async (_meta, em) => subscriberCount(await countSubscribers(em)),
  }),

  issues: newsletterIssuesAdminRouter,

  bulk: adminBulk({
    list: subscriberList,
    path: '/admin/newsletter',
    tags,
    scope: 'newsletter:write',
    noun: ['subscriber', 'subscribers'],
    actions: { delete: { label: 'remove for good', done: 'removed', run: (rows) => rows.remove() } },
  }),

  remove: adminRemove({
    tags,
    path: '/admin/newsletter/{id}',
    summary: 'Remove a subscriber',
    notFound: notFoundMessage(NewsletterSubscriberEntity),
    message: 'Subscriber removed',
    find: findSubscriber,
    scope: 'newsletter:write',
  }),
});
