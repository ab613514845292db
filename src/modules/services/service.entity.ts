import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const ServiceEntity = defineEntity({
  name: 'Service',
  tableName: 'services',
  // Matches the public list (`where is_active order by order, id`): a large table's inactive rows are never read.
  indexes: [{ name: 'services_active_order_idx', expression: 'create index "services_active_order_idx" on "services" ("order", "id") where "is_active"' }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    description: p.text(),
    longDescription: p.text().default(''),
    features: p.array().default([]),
    iconType: p.string().length(40).default('define'),
    isActive: p.boolean().default(true),
    order: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});

export type Service = InferEntity<typeof ServiceEntity>;
