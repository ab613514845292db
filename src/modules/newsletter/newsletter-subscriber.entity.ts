import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { SUBSCRIBER_STATUSES } from './newsletter.constants';
import { searchIndex } from '../../server/lib/search-index';

/** An address signed up for the newsletter: pending until its owner confirms by the e-mailed link. */
/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const SUBSCRIBER_SEARCHABLE = ['email'] as const;

export const NewsletterSubscriberEntity = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  // The daily clean-up finds old pending sign-ups.
  indexes: [{ properties: ['status', 'confirmationSentAt'] }, searchIndex('newsletter_subscribers', SUBSCRIBER_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    email: p.string().length(320).unique(),
    status: p.enum([...SUBSCRIBER_STATUSES]).default('pending'),
    /** When the owner followed the confirmation link: the proof of consent. */
    confirmedAt: p.datetime().nullable(),
    /** When the last confirmation e-mail was queued; a new one waits an hour. */
    confirmationSentAt: p.datetime().nullable(),
    /** The wording the visitor agreed to, as the sign-up form showed it. */
    consentText: p.text().nullable(),
    /** The page of the site the visitor signed up on. */
    sourcePage: p.string().length(2048).nullable(),
  }),
});
nameEntity(NewsletterSubscriberEntity, 'Subscriber');

export type NewsletterSubscriber = InferEntity<typeof NewsletterSubscriberEntity>;
