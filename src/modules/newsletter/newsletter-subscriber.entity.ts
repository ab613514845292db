import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';

export const NewsletterSubscriberEntity = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  properties: (p) => ({
    ...baseProperties(),
    email: p.string().length(320).unique(),
  }),
});
nameEntity(NewsletterSubscriberEntity, 'Subscriber');

export type NewsletterSubscriber = InferEntity<typeof NewsletterSubscriberEntity>;
