import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const ServiceEntity = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    description: p.text(),
    longDescription: p.text().default(''),
    features: p.array().default([]),
    iconType: p.string().length(40).default('define'),
    isActive: p.boolean().default(true).index(),
    order: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});

export type Service = InferEntity<typeof ServiceEntity>;
