import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const EXPERTISE_SEARCHABLE = ['title', 'description'] as const;

export const ExpertiseEntity = defineEntity({
  name: 'CoreExpertise',
  tableName: 'core_expertise',
  // The public list orders by (order, id).
  indexes: [{ name: 'core_expertise_order_idx', properties: ['order', 'id'] }, searchIndex('core_expertise', EXPERTISE_SEARCHABLE)],
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
