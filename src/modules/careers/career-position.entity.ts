import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const CareerPositionEntity = defineEntity({
  name: 'CareerPosition',
  tableName: 'career_positions',
  // Matches the public list (`where is_active order by created_at desc, id desc`): closed positions are never read.
  indexes: [
    {
      name: 'career_positions_open_newest_idx',
      expression: 'create index "career_positions_open_newest_idx" on "career_positions" ("created_at" desc, "id" desc) where "is_active"',
    },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    location: p.string().length(200).nullable(),
    type: p.string().length(80).nullable(),
    department: p.string().length(120).nullable(),
    description: p.text(),
    requirements: p.array().default([]),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});

export type CareerPosition = InferEntity<typeof CareerPositionEntity>;
