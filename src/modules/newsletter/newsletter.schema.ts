import { z } from 'zod';
import { honeypot, isoDateTime } from '../../shared/fields';
import { NEWSLETTER_MESSAGES } from './newsletter.constants';

export { NEWSLETTER_MESSAGES } from './newsletter.constants';

export const newsletterSignupInput = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.email })
    .trim()
    .max(320, NEWSLETTER_MESSAGES.email)
    .email(NEWSLETTER_MESSAGES.email)
    .transform((email) => email.toLowerCase()),
  website: honeypot,
});

export const newsletterSubscriberDto = z
  .object({ id: z.number().int(), email: z.string(), createdAt: isoDateTime })
  .meta({ id: 'NewsletterSubscriber' });
export type NewsletterSubscriberDto = z.infer<typeof newsletterSubscriberDto>;
