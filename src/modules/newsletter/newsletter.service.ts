import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewsletterSubscriberDto } from './newsletter.schema';
import { NewsletterSubscriberEntity, type NewsletterSubscriber } from './newsletter-subscriber.entity';

export const toSubscriberDto = (s: NewsletterSubscriber): NewsletterSubscriberDto => ({
  id: s.id,
  email: s.email,
  createdAt: s.createdAt.toISOString(),
});

/** Subscribes an address; signing up twice is not an error and keeps the first sign-up. */
export async function subscribe(em: EntityManager, email: string): Promise<void> {
  await em.createQueryBuilder(NewsletterSubscriberEntity).insert({ email, createdAt: new Date() }).onConflict('email').ignore().execute();
}

export async function listSubscribers(em: EntityManager): Promise<NewsletterSubscriberDto[]> {
  const rows = await em.find(NewsletterSubscriberEntity, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toSubscriberDto);
}

export const findSubscriber = (em: EntityManager, id: number) => em.findOne(NewsletterSubscriberEntity, { id });

export async function removeSubscriber(em: EntityManager, subscriber: NewsletterSubscriber) {
  await em.remove(subscriber).flush();
}
