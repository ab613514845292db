import { mentionsAddress, type PersonalDataSource } from '../../server/lib/personal-data';
import { OutboxMessageEntity } from './outbox-message.entity';

/** Messages to the person, and staff alerts that quote what they sent. Erasing deletes them. */
const mentioning = (email: string) => ({
  $or: [{ to: mentionsAddress(email) }, { replyTo: mentionsAddress(email) }, { text: mentionsAddress(email) }, { html: mentionsAddress(email) }],
});

export const outboxPersonalData: PersonalDataSource = {
  source: 'emails',
  label: 'E-mails sent or quoting the address',
  find: async (em, email) =>
    (await em.find(OutboxMessageEntity, mentioning(email), { orderBy: { id: 'asc' } })).map((m) => ({
      id: m.id,
      createdAt: m.createdAt,
      fields: { to: m.to, replyTo: m.replyTo ?? null, subject: m.subject, text: m.text, status: m.status },
    })),
  erase: (em, email) => em.nativeDelete(OutboxMessageEntity, mentioning(email)),
};
