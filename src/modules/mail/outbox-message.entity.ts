import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { MAIL_DELIVERIES, OUTBOX_STATUSES } from './mail.constants';
import { searchIndex } from '../../server/lib/search-index';

/** Every message the site sends, as the recipient gets it, with how its sending went. */
/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const OUTBOX_SEARCHABLE = ['to', 'subject'] as const;

export const OutboxMessageEntity = defineEntity({
  name: 'OutboxMessage',
  tableName: 'mail_outbox',
  // The dashboard lists newest first.
  indexes: [{ properties: ['createdAt'] }, searchIndex('mail_outbox', OUTBOX_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    // Made when the message is queued, so a retried delivery carries the same Message-ID.
    messageId: p.string().length(300).unique(),
    to: p.string().length(1000),
    from: p.string().length(400),
    replyTo: p.string().length(400).nullable(),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    /** The message's headers as sent (Message-ID, Date, From, To, Reply-To, Subject). */
    headers: p.json<Record<string, string>>(),
    status: p.enum([...OUTBOX_STATUSES]).default('queued'),
    delivery: p.enum([...MAIL_DELIVERIES]).nullable(),
    attempts: p.integer().default(0),
    /** The SMTP server's answer to the last failed attempt. */
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
  }),
});
nameEntity(OutboxMessageEntity, 'Message');

export type OutboxMessage = InferEntity<typeof OutboxMessageEntity>;
