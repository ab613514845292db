import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';

/**
 * The pending change of one editorial item (decision 042): the whole item as the editor last saved it
 * (`data`, the section's input fields), beside the live row the public site keeps reading. At most one
 * per item. `publishAt` schedules it: a job publishes it then (draft-scheduler.ts). Its `version`
 * refuses a second editor's save based on an older draft.
 */
export const ContentDraftEntity = defineEntity({
  name: 'ContentDraft',
  tableName: 'content_drafts',
  uniques: [{ name: 'content_drafts_item_unique', properties: ['section', 'itemId'] }],
  properties: (p) => ({
    ...baseProperties(),
    /** The admin section's path, e.g. `blog` or `core-expertise`. */
    section: p.string().length(40),
    itemId: p.integer(),
    data: p.json<Record<string, unknown>>(),
    publishAt: p.datetime().nullable(),
    /** Who saved it last, as the activity log names them. */
    savedBy: p.string().length(255),
  }),
});
nameEntity(ContentDraftEntity, 'Draft');

export type ContentDraft = InferEntity<typeof ContentDraftEntity>;
