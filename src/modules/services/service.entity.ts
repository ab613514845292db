import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const SERVICE_SEARCHABLE = ['title', 'description'] as const;

export const ServiceEntity = defineEntity({
  name: 'Service',
  tableName: 'services',
  // Matches the public list (`where is_active order by order, id`): a large table's inactive rows are never read.
  indexes: [
    { name: 'services_active_order_idx', expression: 'create index "services_active_order_idx" on "services" ("order", "id") where "is_active"' },
    searchIndex('services', SERVICE_SEARCHABLE),
  ],
  properties: (p) => ({
    ...baseProperties(),
    title: p.string().length(200),
    description: p.text(),
    longDescription: p.text().default(''),
    features: p.array().default([]),
    iconType: p.string().length(40).default('define'),
    isActive: p.boolean().default(true),
    order: p.integer().default(0),
  }),
});
nameEntity(ServiceEntity, 'Service');

export type Service = InferEntity<typeof ServiceEntity>;
