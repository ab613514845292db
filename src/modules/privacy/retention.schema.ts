import { z } from 'zod';
import { RETENTION_DEFAULTS, RETENTION_LIMITS } from './retention.constants';

const period = (label: string, [min, max]: readonly [number, number]) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** How long people's data is kept before the daily job deletes it. */
export const retentionSettings = z
  .strictObject({
    contactMessagesMonths: period('Contact messages', RETENTION_LIMITS.contactMessagesMonths).describe('Months a contact message is kept after it arrived'),
    applicationsMonths: period('Applications', RETENTION_LIMITS.applicationsMonths).describe('Months a job application (and its CV) is kept after it arrived'),
    unconfirmedSubscriptionsDays: period('Unconfirmed subscriptions', RETENTION_LIMITS.unconfirmedSubscriptionsDays).describe(
      'Days a newsletter sign-up that was never confirmed is kept after its last confirmation e-mail',
    ),
  })
  .meta({ id: 'RetentionSettings', example: RETENTION_DEFAULTS });
export type RetentionSettings = z.infer<typeof retentionSettings>;

/** What one run of the retention job deleted. */
export const retentionRun = z.object({
  contactMessages: z.number().int(),
  applications: z.number().int(),
  unconfirmedSubscriptions: z.number().int(),
});
export type RetentionRun = z.infer<typeof retentionRun>;
