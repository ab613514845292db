import { z } from 'zod';
import { honeypot } from '../../shared/fields';

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  subscribed: 'Thank you for subscribing to our newsletter.',
} as const;

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
  .object({ id: z.number().int(), email: z.string(), createdAt: z.string().describe('ISO 8601 date-time') })
  .meta({ id: 'NewsletterSubscriber' });
export type NewsletterSubscriberDto = z.infer<typeof newsletterSubscriberDto>;
