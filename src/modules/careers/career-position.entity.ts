import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const CAREER_SEARCHABLE = ['title', 'department', 'location'] as const;

export const CareerPositionEntity = defineEntity({
  name: 'CareerPosition',
  tableName: 'career_positions',
  // Matches the public list (`where is_active order by created_at desc, id desc`): closed positions are never read.
  indexes: [
    {
      name: 'career_positions_open_newest_idx',
      expression: 'create index "career_positions_open_newest_idx" on "career_positions" ("created_at" desc, "id" desc) where "is_active"',
    },
    searchIndex('career_positions', CAREER_SEARCHABLE),
  ],
  properties: (p) => ({
    ...baseProperties(),
    title: p.string().length(200),
    location: p.string().length(200).nullable(),
    type: p.string().length(80).nullable(),
    department: p.string().length(120).nullable(),
    description: p.text(),
    requirements: p.array().default([]),
    isActive: p.boolean().default(true),
  }),
});
nameEntity(CareerPositionEntity, 'Position');

export type CareerPosition = InferEntity<typeof CareerPositionEntity>;
