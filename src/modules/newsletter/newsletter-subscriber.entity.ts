import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const NewsletterSubscriberEntity = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    email: p.string().length(320).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type NewsletterSubscriber = InferEntity<typeof NewsletterSubscriberEntity>;
