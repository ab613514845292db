import { z } from 'zod';
import { honeypot, isoDateTime, typeMessage } from '../../shared/fields';
import { NEWSLETTER_MESSAGES } from './newsletter.constants';

export { NEWSLETTER_MESSAGES } from './newsletter.constants';

export const newsletterSignupInput = z.strictObject({
  email: z
    .string({ error: typeMessage('Email must be text', NEWSLETTER_MESSAGES.email) })
    .trim()
    .max(320, NEWSLETTER_MESSAGES.email)
    .email(NEWSLETTER_MESSAGES.email)
    .transform((email) => email.toLowerCase()),
  website: honeypot,
});

export const newsletterSubscriberDto = z.object({ id: z.number().int(), email: z.string(), createdAt: isoDateTime }).meta({ id: 'NewsletterSubscriber' });
export type NewsletterSubscriberDto = z.infer<typeof newsletterSubscriberDto>;
