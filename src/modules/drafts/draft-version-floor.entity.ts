import { defineEntity } from '@mikro-orm/core';

/**
 * The highest version any past draft of an item reached (decision 053). A draft is deleted when it is
 * published or discarded, and the item's next draft starts above this, not at 1: an editor still holding
 * "version 3" of the old draft is refused by the new one instead of passing its check (the ABA problem).
 * Kept by the database itself (triggers on content_drafts, migration draft_version_floors), whichever
 * way a draft is written or deleted; the app only reads it.
 */
export const DraftVersionFloorEntity = defineEntity({
  name: 'DraftVersionFloor',
  tableName: 'draft_version_floors',
  properties: (p) => ({
    section: p.string().length(40).primary(),
    itemId: p.integer().primary(),
    lastVersion: p.integer(),
  }),
});
