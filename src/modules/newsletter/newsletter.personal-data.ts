import type { PersonalDataSource } from '../../server/lib/personal-data';
import { sameAddress } from '../../server/lib/personal-data';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

/** A subscription is nothing but the address: erasing always deletes it. */
export const newsletterPersonalData: PersonalDataSource = {
  source: 'newsletterSubscriptions',
  label: 'Newsletter subscriptions',
  find: async (em, email) =>
    (await em.find(NewsletterSubscriberEntity, { email: sameAddress(email) }, { orderBy: { id: 'asc' } })).map((s) => ({
      id: s.id,
      createdAt: s.createdAt,
      fields: {
        email: s.email,
        status: s.status,
        confirmedAt: s.confirmedAt?.toISOString() ?? null,
        consentText: s.consentText ?? null,
        sourcePage: s.sourcePage ?? null,
      },
    })),
  erase: (em, email) => em.nativeDelete(NewsletterSubscriberEntity, { email: sameAddress(email) }),
};
