import { z } from 'zod';
import { honeypot, isoDateTime, orNull, sitePath, typeMessage } from '../../shared/fields';
import { NEWSLETTER_MESSAGES, SUBSCRIBER_STATUSES } from './newsletter.constants';

export { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES, SUBSCRIBER_STATUSES, type SubscriberStatus } from './newsletter.constants';

export const newsletterSignupInput = z.strictObject({
  email: z
    .string({ error: typeMessage('Email must be text', NEWSLETTER_MESSAGES.email) })
    .trim()
    .max(320, NEWSLETTER_MESSAGES.email)
    .email(NEWSLETTER_MESSAGES.email)
    .transform((email) => email.toLowerCase()),
  sourcePage: sitePath('The page signed up on').optional().describe('The page of this site the visitor signed up on, recorded with the consent'),
  website: honeypot,
});

/** The token from the link in a confirmation e-mail. */
export const newsletterConfirmInput = z.strictObject({
  token: z.string({ error: 'The confirmation token must be text' }).max(1000, 'The confirmation token is not valid'),
});

export const newsletterSubscriberDto = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES).describe('pending until the address is confirmed by the e-mailed link; only confirmed addresses get the newsletter'),
    createdAt: isoDateTime.describe('When the address was signed up'),
    confirmedAt: orNull(isoDateTime).describe('When its owner confirmed: the time of consent'),
    consentText: orNull(z.string()).describe('The wording the visitor agreed to (null for sign-ups before double opt-in)'),
    sourcePage: orNull(z.string()).describe('The page of the site the visitor signed up on'),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type NewsletterSubscriberDto = z.infer<typeof newsletterSubscriberDto>;
