import { z } from 'zod';
import { isoDateTime, orNull } from '../../shared/fields';
import { MAIL_DELIVERIES, OUTBOX_STATUSES } from './mail.constants';

export { MAIL_DELIVERIES, OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type MailDelivery, type OutboxStatus } from './mail.constants';

/** One message in the outbox list: who, what and how its sending went. */
export const outboxSummaryDto = z
  .object({
    id: z.number().int(),
    to: z.string(),
    from: z.string(),
    replyTo: orNull(z.string()),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    delivery: orNull(z.enum(MAIL_DELIVERIES)).describe('smtp, or outbox when no SMTP server is configured; null until sent'),
    attempts: z.number().int(),
    lastError: orNull(z.string()).describe("The SMTP server's answer to the last failed attempt"),
    sentAt: orNull(isoDateTime),
    createdAt: isoDateTime,
  })
  .meta({ id: 'OutboxMessageSummary' });
export type OutboxSummaryDto = z.infer<typeof outboxSummaryDto>;

/** The whole message as the recipient gets it. */
export const outboxMessageDto = outboxSummaryDto
  .extend({
    messageId: z.string(),
    headers: z.record(z.string(), z.string()),
    text: z.string(),
    html: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessageDto = z.infer<typeof outboxMessageDto>;

/**
 * Who gets the staff alerts, by topic (a contact inquiry type such as `careers`, or `applications`);
 * a topic left out goes to the company e-mail of the brand settings.
 */
export const mailSettings = z.object({
  alertRecipients: z.record(z.string(), z.email()).default({}),
  /** Send the staff one digest a day instead of an alert per submission. */
  dailyDigest: z.boolean().default(false),
  /** Send whoever submits a form a short confirmation (at most one per address a day). */
  acknowledgeSenders: z.boolean().default(false),
});
export type MailSettings = z.infer<typeof mailSettings>;
