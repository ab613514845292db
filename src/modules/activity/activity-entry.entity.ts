import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ACTOR_KINDS } from './activity.constants';

/**
 * One thing someone did: never changed once written (a database trigger refuses updates, and deletes of
 * entries younger than a year). No base entity: an entry has no version and is never updated.
 */
export const ActivityEntryEntity = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity_entries',
  // The list reads newest first, alone or within one actor, section or action (decision 030).
  indexes: [
    { name: 'activity_entries_at_index', expression: 'create index "activity_entries_at_index" on "activity_entries" ("at" desc, "id" desc)' },
    {
      name: 'activity_entries_actor_name_at_index',
      expression: 'create index "activity_entries_actor_name_at_index" on "activity_entries" ("actor_name", "at" desc, "id" desc)',
    },
    {
      name: 'activity_entries_section_at_index',
      expression: 'create index "activity_entries_section_at_index" on "activity_entries" ("section", "at" desc, "id" desc)',
    },
    {
      name: 'activity_entries_action_at_index',
      expression: 'create index "activity_entries_action_at_index" on "activity_entries" ("action", "at" desc, "id" desc)',
    },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    at: p.datetime().onCreate(() => new Date()),
    actorKind: p.enum([...ACTOR_KINDS]),
    /** The user's id when there is one; no foreign key, so entries outlive the account. */
    actorId: p.integer().nullable(),
    /** The username (or key name) as it was then; for a failed sign-in, the name that was tried. */
    actorName: p.string().length(255),
    action: p.string().length(40),
    section: p.string().length(40),
    itemId: p.string().length(40).nullable(),
    /** Names of the fields that changed, never their values. */
    fields: p.array().default([]),
    summary: p.string().length(500),
    address: p.string().length(64).nullable(),
    userAgent: p.string().length(500).nullable(),
  }),
});

export type ActivityEntry = InferEntity<typeof ActivityEntryEntity>;
