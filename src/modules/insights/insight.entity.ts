import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const INSIGHT_SEARCHABLE = ['title', 'description', 'category'] as const;

export const InsightEntity = defineEntity({
  name: 'FeaturedInsight',
  tableName: 'featured_insights',
  // Matches the public list (`where is_active order by order, id`): a large table's inactive rows are never read.
  indexes: [
    {
      name: 'featured_insights_active_order_idx',
      expression: 'create index "featured_insights_active_order_idx" on "featured_insights" ("order", "id") where "is_active"',
    },
    searchIndex('featured_insights', INSIGHT_SEARCHABLE),
  ],
  properties: (p) => ({
    ...baseProperties(),
    title: p.string().length(200),
    description: p.text(),
    image: p.string().length(2048).nullable(),
    category: p.string().length(80).nullable(),
    link: p.string().length(2048).nullable(),
    isActive: p.boolean().default(true),
    order: p.integer().default(0),
  }),
});
nameEntity(InsightEntity, 'Featured insight');

export type FeaturedInsight = InferEntity<typeof InsightEntity>;
