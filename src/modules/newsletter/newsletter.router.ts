import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { isBot } from '../../shared/fields';
import { PUBLIC_WRITE_LIMIT } from '../../server/trpc/procedure-rules';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminRemove } from '../../server/trpc/admin-procedures';
import { adminProcedure, publicProcedure, router } from '../../server/trpc/trpc';
import { NEWSLETTER_MESSAGES, newsletterSignupInput, newsletterSubscriberDto } from './newsletter.schema';
import { findSubscriber, listSubscribers, subscribe } from './newsletter.service';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter',
        protect: false,
        tags: ['Newsletter'],
        summary: 'Sign up for the newsletter; signing up again is not an error',
        errorResponses: { 400: 'Invalid email address' },
      },
      changes: [],
      publicWrite: PUBLIC_WRITE_LIMIT,
    })
    .input(newsletterSignupInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      if (!isBot(input)) await subscribe(ctx.em, input.email);
      return ok(null, NEWSLETTER_MESSAGES.subscribed);
    }),
});

const tags = ['Admin: Newsletter'];

export const newsletterAdminRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/newsletter', tags, summary: 'Subscribers, newest first' }, cache: 'no-store', scope: 'newsletter:read' })
    .input(z.void())
    .output(envelope(z.array(newsletterSubscriberDto)))
    .query(async ({ ctx }) => {
      const subscribers = await listSubscribers(ctx.em);
      return ok(subscribers, `${subscribers.length} subscriber${subscribers.length === 1 ? '' : 's'}`);
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
