import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../mail';
import type { WebhookEvents } from '../webhooks';
import { getSiteSettings } from '../settings';
import { dtoFrom } from '../../server/lib/dto';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields, oneOfFilter } from '../../shared/list-query';
import { confirmationMail } from './confirmation-mail';
import { UNSUBSCRIBE_LINK } from './newsletter-issue.service';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './newsletter.constants';
import { NEWSLETTER_CONSENT, newsletterSubscriberDto, type NewsletterSubscriberDto } from './newsletter.schema';
import { NewsletterSubscriberEntity, SUBSCRIBER_SEARCHABLE, type NewsletterSubscriber } from './newsletter-subscriber.entity';

/** The purpose a confirmation link is signed for. */
export const CONFIRM_LINK = 'newsletter-confirm';
export const CONFIRMATION_VALID_MS = 48 * 60 * 60 * 1000;
// A visitor (or someone using the form against a third party) gets at most one confirmation an hour.
const RESEND_AFTER_MS = 60 * 60 * 1000;

export type SignUp = { email: string; sourcePage: string | undefined };
export type Confirmation = 'confirmed' | 'expired' | 'invalid';

/**
 * Stores a new address as pending and queues its confirmation e-mail, in one transaction. A pending
 * address gets the e-mail again if the last one is an hour old; a confirmed one gets nothing, and the
 * caller answers the same either way, so the form reveals no one's subscription.
 */
export async function signUp(em: EntityManager, mailer: Mailer, baseUrl: string, { email, sourcePage }: SignUp): Promise<void> {
  await em.transactional(async (tx) => {
    const now = new Date();
    const consent = [NEWSLETTER_CONSENT, sourcePage ?? null, now];
    const [inserted] = await tx.execute<{ id: number }[]>(
      `insert into newsletter_subscribers (email, status, consent_text, source_page, confirmation_sent_at, created_at, updated_at)
       values (?, 'pending', ?, ?, ?, ?, ?) on conflict (email) do nothing returning id`,
      [email, ...consent, now, now],
    );
    // The conditional update lets one of two simultaneous sign-ups resend, never both.
    const [resent] = inserted
      ? []
      : await tx.execute<{ id: number }[]>(
          `update newsletter_subscribers set consent_text = ?, source_page = ?, confirmation_sent_at = ?, updated_at = ?, version = version + 1
           where email = ? and status = 'pending' and confirmation_sent_at < ? returning id`,
          [...consent, now, email, new Date(now.getTime() - RESEND_AFTER_MS)],
        );
    const id = inserted?.id ?? resent?.id;
    if (id === undefined) return;
    const token = mailer.signLink(CONFIRM_LINK, String(id), new Date(now.getTime() + CONFIRMATION_VALID_MS));
    const { company } = await getSiteSettings(tx);
    const link = `${baseUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await mailer.mailVisitor(tx, confirmationMail({ to: email, companyName: company.name, link }));
  });
}

/** Confirms the sign-up a link names; following it twice is fine, and a removed sign-up's link is as good as expired. */
export async function confirmSignUp(
  em: EntityManager,
  { mailer, webhooks }: { mailer: Mailer; webhooks: WebhookEvents },
  token: string,
): Promise<Confirmation> {
  const check = mailer.checkLink(CONFIRM_LINK, token);
  if (!check.valid) return check.reason;
  const subscriber = await em.findOne(NewsletterSubscriberEntity, { id: Number(check.value) });
  if (!subscriber) return 'expired';
  const now = new Date();
  // Integrations hear of a subscriber once: when the update finds the address still pending.
  await em.transactional(async (tx) => {
    const confirmed = await tx.nativeUpdate(
      NewsletterSubscriberEntity,
      { id: subscriber.id, status: 'pending' },
      { status: 'confirmed', confirmedAt: now, updatedAt: now },
    );
    if (confirmed > 0) await webhooks.emit(tx, 'newsletter.subscribed', { id: subscriber.id, email: subscriber.email, confirmedAt: now.toISOString() });
  });
  return 'confirmed';
}

/**
 * Unsubscribes the subscriber an unsubscribe link names, by deleting the address (nothing is kept of
 * someone who left); following the link again, or after the address was removed, is as good.
 */
export async function unsubscribe(em: EntityManager, mailer: Mailer, token: string): Promise<'done' | 'invalid'> {
  const check = mailer.checkLink(UNSUBSCRIBE_LINK, token);
  if (!check.valid) return 'invalid';
  await em.nativeDelete(NewsletterSubscriberEntity, { id: Number(check.value) });
  return 'done';
}

/** Removes sign-ups still unconfirmed whose last confirmation e-mail went before `cutoff` (the retention job); answers how many. */
export function removeUnconfirmedSignUps(em: EntityManager, cutoff: Date): Promise<number> {
  return em.nativeDelete(NewsletterSubscriberEntity, { status: 'pending', confirmationSentAt: { $lt: cutoff } });
}

/** Everyone who signed up, newest first: searched and sorted by address, filtered by status and date. */
export const subscriberList = defineAdminList({
  entity: NewsletterSubscriberEntity,
  searchable: SUBSCRIBER_SEARCHABLE,
  sortable: { createdAt: 'createdAt', email: 'email', status: 'status', confirmedAt: 'confirmedAt' },
  defaultSort: 'createdAt:desc',
  filters: { status: oneOfFilter('status', SUBSCRIBER_STATUSES, 'Only pending or only confirmed addresses'), ...dateRangeFields },
});

export const toSubscriberDto = (row: NewsletterSubscriber): NewsletterSubscriberDto => dtoFrom(newsletterSubscriberDto, row);

/** How many addresses are confirmed and how many still wait, over the whole list. */
export async function countSubscribers(em: EntityManager): Promise<Record<SubscriberStatus, number>> {
  const [confirmed, pending] = await Promise.all([
    em.count(NewsletterSubscriberEntity, { status: 'confirmed' }),
    em.count(NewsletterSubscriberEntity, { status: 'pending' }),
  ]);
  return { confirmed, pending };
}

export const findSubscriber = (em: EntityManager, id: number) => em.findOneOrFail(NewsletterSubscriberEntity, { id });
