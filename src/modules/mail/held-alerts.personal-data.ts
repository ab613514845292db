import { raw } from '@mikro-orm/core';
import { likeLiteral, mentionsAddress, type PersonalDataSource, sameAddress } from '../../server/lib/personal-data';
import { AcknowledgementEntity } from './acknowledgement.entity';
import { HeldAlertEntity } from './held-alert.entity';

/** Alerts held for the daily digest quote the sender's submission. Erasing deletes them. */
const quoting = (email: string) => ({
  $or: [{ replyTo: mentionsAddress(email) }, { [raw('content::text')]: { $ilike: `%${likeLiteral(email)}%` } }],
});

export const heldAlertsPersonalData: PersonalDataSource = {
  source: 'heldAlerts',
  label: 'Staff alerts waiting for the daily digest',
  find: async (em, email) =>
    (await em.find(HeldAlertEntity, quoting(email), { orderBy: { id: 'asc' } })).map((a) => ({
      id: a.id,
      createdAt: a.createdAt,
      fields: { subject: a.subject, replyTo: a.replyTo, content: JSON.stringify(a.content) },
    })),
  erase: (em, email) => em.nativeDelete(HeldAlertEntity, quoting(email)),
};

/** The day an address was last sent an acknowledgement. Erasing deletes it. */
export const acknowledgementsPersonalData: PersonalDataSource = {
  source: 'acknowledgements',
  label: 'Acknowledgements sent to the address',
  find: async (em, email) =>
    (await em.find(AcknowledgementEntity, { email: sameAddress(email) })).map((a, index) => ({
      id: index + 1,
      createdAt: a.sentAt,
      fields: { email: a.email, sentAt: a.sentAt.toISOString() },
    })),
  erase: (em, email) => em.nativeDelete(AcknowledgementEntity, { email: sameAddress(email) }),
};
