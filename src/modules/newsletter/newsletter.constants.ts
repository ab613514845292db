// Without zod, so the client's first load can use them; newsletter.schema.ts builds on them.
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  subscribed: 'Thank you! Please check your inbox and click the link in our e-mail to confirm your subscription.',
  confirmed: 'Thank you: your subscription is confirmed.',
  linkExpired: 'This confirmation link has expired. Please sign up again and we will e-mail you a new one.',
  linkInvalid: 'This confirmation link is not valid. Please open the whole link from the e-mail, or sign up again.',
} as const;

/** The wording next to the sign-up form; recorded with each sign-up as what the visitor agreed to. */
export const NEWSLETTER_CONSENT =
  'By subscribing you agree to receive our newsletter by e-mail, a few times a year. You can unsubscribe at any time with the link in every issue.';

/** pending: signed up, not yet confirmed; confirmed: a subscriber. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** "3 subscribers", and how many sign-ups still wait for confirmation: only confirmed addresses count. */
export function subscriberCount({ confirmed, pending }: Record<SubscriberStatus, number>): string {
  return `${confirmed} subscriber${confirmed === 1 ? '' : 's'}${pending > 0 ? `, ${pending} awaiting confirmation` : ''}`;
}

/** draft: being written; sending: handed to the queue, recipients being mailed; sent: every recipient's message queued. */
export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** A recipient's message: queued until its mail is delivered (sent) or refused for good (failed). */
export const RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** Messages per minute an issue is sent at unless the send says otherwise; gentle on a shared SMTP service's limits. */
export const DEFAULT_SEND_RATE_PER_MINUTE = 600;
export const MAX_SEND_RATE_PER_MINUTE = 60_000;

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You are unsubscribed: you will get no more issues of our newsletter.',
  invalid: 'This unsubscribe link is not valid. Please open the whole link from the e-mail.',
} as const;
