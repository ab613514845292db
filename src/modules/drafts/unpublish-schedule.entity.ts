import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { nameEntity } from '../../server/lib/not-found';

/**
 * When a live item comes off the public site by itself (a career listing that closes, an insight that
 * dates): at most one per item, beside its row and any draft. A job unpublishes it then
 * (draft-scheduler.ts) and deletes this row; unpublishing or deleting the item first makes that job do nothing.
 */
export const UnpublishScheduleEntity = defineEntity({
  name: 'UnpublishSchedule',
  tableName: 'content_unpublish_schedules',
  uniques: [{ name: 'content_unpublish_schedules_item_unique', properties: ['section', 'itemId'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    section: p.string().length(40),
    itemId: p.integer(),
    /** The item's title or name when it was scheduled, for the list of what will change. */
    name: p.string().length(300),
    unpublishAt: p.datetime(),
    savedBy: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
nameEntity(UnpublishScheduleEntity, 'Unpublish schedule');

export type UnpublishSchedule = InferEntity<typeof UnpublishScheduleEntity>;
