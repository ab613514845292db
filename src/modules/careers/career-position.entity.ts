import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const CareerPositionEntity = defineEntity({
  name: 'CareerPosition',
  tableName: 'career_positions',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    location: p.string().length(200).nullable(),
    type: p.string().length(80).nullable(),
    department: p.string().length(120).nullable(),
    description: p.text(),
    requirements: p.array().default([]),
    isActive: p.boolean().default(true).index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});

export type CareerPosition = InferEntity<typeof CareerPositionEntity>;
