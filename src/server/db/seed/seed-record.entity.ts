import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** Marks a seed step as done, so deleted or edited demo content is never brought back. */
export const SeedRecordEntity = defineEntity({
  name: 'SeedRecord',
  tableName: 'seed_records',
  properties: (p) => ({
    name: p.string().length(100).primary(),
    appliedAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type SeedRecord = InferEntity<typeof SeedRecordEntity>;
