// Without zod, so the client's first load can use them; newsletter.schema.ts builds on them.
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  subscribed: 'Thank you for subscribing to our newsletter.',
} as const;
