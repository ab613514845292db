import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';
import { DEFAULT_SEND_RATE_PER_MINUTE, ISSUE_STATUSES } from './newsletter.constants';

/** What the dashboard's search reads (the list and its trigram index both use it). */
export const ISSUE_SEARCHABLE = ['subject'] as const;

/** One newsletter mailing: written by staff (or taken from a blog post), then sent once to every subscriber. */
export const NewsletterIssueEntity = defineEntity({
  name: 'NewsletterIssue',
  tableName: 'newsletter_issues',
  indexes: [{ properties: ['createdAt'] }, searchIndex('newsletter_issues', ISSUE_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    subject: p.string().length(200),
    /** The line mail clients show after the subject in the inbox. */
    preheader: p.string().length(300).default(''),
    /** Rich text, sanitised when saved. */
    body: p.text(),
    /** The blog post the issue was made from, if any: the e-mail links to it. */
    blogPostId: p.integer().nullable(),
    status: p.enum([...ISSUE_STATUSES]).default('draft'),
    ratePerMinute: p.integer().default(DEFAULT_SEND_RATE_PER_MINUTE),
    /** When staff sent it: the subscribers confirmed at that moment are its recipients. */
    sendStartedAt: p.datetime().nullable(),
    /** When the last recipient's message was queued. */
    sentAt: p.datetime().nullable(),
  }),
});
nameEntity(NewsletterIssueEntity, 'Issue');

export type NewsletterIssue = InferEntity<typeof NewsletterIssueEntity>;

/**
 * One address an issue goes to. Unique per issue and address, so no send can list anyone twice; the
 * outbox message is linked in the transaction that writes it, so no batch can mail anyone twice.
 */
export const NewsletterIssueRecipientEntity = defineEntity({
  name: 'NewsletterIssueRecipient',
  tableName: 'newsletter_issue_recipients',
  uniques: [{ properties: ['issueId', 'email'] }],
  // The sender's batches take the recipients not yet given a message, in order.
  indexes: [{ properties: ['issueId', 'outboxId'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    issueId: p.integer(),
    email: p.string().length(320),
    /** The message in the mail outbox; its status is the recipient's (null: not yet queued). */
    outboxId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type NewsletterIssueRecipient = InferEntity<typeof NewsletterIssueRecipientEntity>;
