import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { nameEntity } from '../../server/lib/not-found';

/**
 * The whole content of an editorial item as one write left it live: every publish, live PUT and
 * settings change adds one. Append-only; kept when the item is deleted, so it can be brought back.
 */
export const ContentRevisionEntity = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revisions',
  // An item's history, newest first, is the one way revisions are read.
  indexes: [
    { name: 'content_revisions_item_idx', expression: 'create index "content_revisions_item_idx" on "content_revisions" ("section", "item_id", "id" desc)' },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    section: p.string().length(40),
    itemId: p.integer(),
    /** What made it: `create`, `update` (a live PUT), `publish`, `unpublish`, `delete` (its last content). */
    reason: p.string().length(20),
    data: p.json<Record<string, unknown>>(),
    savedBy: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
nameEntity(ContentRevisionEntity, 'Revision');

export type ContentRevision = InferEntity<typeof ContentRevisionEntity>;
