import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';

export const ExpertiseEntity = defineEntity({
  name: 'CoreExpertise',
  tableName: 'core_expertise',
  // The public list orders by (order, id).
  indexes: [{ name: 'core_expertise_order_idx', properties: ['order', 'id'] }],
  properties: (p) => ({
    ...baseProperties(),
    title: p.string().length(200),
    description: p.text(),
    iconType: p.string().length(40).default('Target'),
    customIconUrl: p.string().length(2048).nullable(),
    order: p.integer().default(0),
  }),
});
nameEntity(ExpertiseEntity, 'Core expertise item');

export type CoreExpertise = InferEntity<typeof ExpertiseEntity>;
