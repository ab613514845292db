// Without zod, so the dashboard can use them.
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Where a sent message went: an SMTP server, or only the local outbox (no SMTP_URL configured). */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** Headers of a mailing that the outbox keeps and the SMTP delivery sends (RFC 2369 and RFC 8058 one-click unsubscribe). */
export const LIST_HEADERS = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
export type ListHeader = (typeof LIST_HEADERS)[number];
