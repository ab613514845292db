import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import type { StaffAlertContent } from './staff-alert';

/** A staff alert kept for the daily digest (the e-mail settings' `dailyDigest`) instead of sent at once. */
export const HeldAlertEntity = defineEntity({
  name: 'HeldAlert',
  tableName: 'mail_held_alerts',
  // The digest takes the alerts not yet sent.
  indexes: [{ properties: ['digestedAt'] }],
  properties: (p) => ({
    ...baseProperties(),
    recipient: p.string().length(320),
    subject: p.string().length(300),
    replyTo: p.string().length(400),
    content: p.json<StaffAlertContent>(),
    /** When a digest took it; null until then. */
    digestedAt: p.datetime().nullable(),
  }),
});

export type HeldAlert = InferEntity<typeof HeldAlertEntity>;
