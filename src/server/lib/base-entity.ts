import { p } from '@mikro-orm/core';

/**
 * The columns every content and inbox entity shares, spread first into its properties
 * (a spread, not `extends`: MikroORM 6's `InferEntity` leaves a base schema's fields out of the type).
 * A function, so each entity gets its own property options: discovery writes into them.
 */
export const baseProperties = () => ({
  id: p.integer().primary().autoincrement(),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
  // Optimistic lock: a write based on a row someone else has changed since fails instead of overwriting it.
  version: p.integer().version(),
});
