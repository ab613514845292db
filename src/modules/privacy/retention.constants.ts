// Without zod, so the public privacy page can use it.

/** The periods until staff set their own: two years for enquiries, six months for applications, a week for unconfirmed sign-ups. */
export const RETENTION_DEFAULTS = { contactMessagesMonths: 24, applicationsMonths: 6, unconfirmedSubscriptionsDays: 7 } as const;

/** The bounds staff may set each period within. */
export const RETENTION_LIMITS = {
  contactMessagesMonths: [1, 120],
  applicationsMonths: [1, 60],
  // Never before the confirmation link (48 hours) has expired.
  unconfirmedSubscriptionsDays: [3, 90],
} as const;
