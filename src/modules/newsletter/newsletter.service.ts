import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { newsletterSubscriberDto, type NewsletterSubscriberDto } from './newsletter.schema';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

/** Subscribes an address; signing up twice is not an error and keeps the first sign-up. */
export async function subscribe(em: EntityManager, email: string): Promise<void> {
  const now = new Date();
  await em.createQueryBuilder(NewsletterSubscriberEntity).insert({ email, createdAt: now, updatedAt: now }).onConflict('email').ignore().execute();
}

export async function listSubscribers(em: EntityManager): Promise<NewsletterSubscriberDto[]> {
  const rows = await em.find(NewsletterSubscriberEntity, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((row) => dtoFrom(newsletterSubscriberDto, row));
}

export const findSubscriber = (em: EntityManager, id: number) => em.findOneOrFail(NewsletterSubscriberEntity, { id });
