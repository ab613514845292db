import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isoDateTime } from '../../shared/fields';
import { oneOfFilter } from '../../shared/list-query';
import { draftsOf } from '../../modules/drafts';
import type { FilterCondition } from '../lib/admin-list';
import type { SectionKit } from './admin-crud';
import { liveValues, type Editorial } from './admin-drafts';

/** Where an editorial item stands: on the site as it is, on the site with a draft pending, not on the site yet, or waiting for its time. */
export const EDITORIAL_STATES = ['live', 'changed', 'draft', 'scheduled'] as const;
const listedFields = {
  state: z
    .enum(EDITORIAL_STATES)
    .describe('live: on the site as it is; changed: on the site, with unpublished changes; draft: not on the site; scheduled: goes live at publishAt'),
  publishAt: isoDateTime.nullable().describe('When its draft goes live by itself'),
};
const listedSchemas = new WeakMap<z.ZodType, z.ZodType>();
/** What an editorial list row shows beside the item's own fields. */
export type EditorialListing = { state: (typeof EDITORIAL_STATES)[number]; publishAt: string | null };

/**
 * The `state` filter of an editorial list, as SQL over the row and its draft (the same rules as the rows'
 * `state`): scheduled, else draft (not live), else changed (a draft), else live.
 */
export function editorialStateFilter(section: string, live: Record<string, unknown>) {
  const draft = (extra: string) => `exists (select 1 from content_drafts d where d.section = ? and d.item_id = r.id${extra})`;
  return {
    filter: oneOfFilter('state', EDITORIAL_STATES, 'Only items in this state: live, changed (unpublished changes), draft (not on the site) or scheduled'),
    condition: ((value, columnOf) => {
      const liveValues = Object.entries(live);
      const isLive = liveValues.length ? liveValues.map(([key]) => `${columnOf(key)} = ?`).join(' and ') : 'true';
      const liveBindings = liveValues.map(([, v]) => v);
      const scheduled = draft(' and d.publish_at is not null');
      const pending = draft(' and d.publish_at is null');
      const conditions: Record<string, { sql: string; bindings: unknown[] }> = {
        scheduled: { sql: scheduled, bindings: [section] },
        draft: { sql: `not (${isLive}) and not ${scheduled}`, bindings: [...liveBindings, section] },
        changed: { sql: `(${isLive}) and ${pending}`, bindings: [...liveBindings, section] },
        live: { sql: `(${isLive}) and not ${draft('')}`, bindings: [...liveBindings, section] },
      };
      return conditions[value as string]!;
    }) satisfies FilterCondition,
  };
}

/**
 * An editorial section's list rows: each row's record with its state, from one read of the page's drafts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function editorialListing(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const live = liveValues(kit.section, editorial) ?? {};
  const record = kit.dto as unknown as z.ZodObject;
  const dto = listedSchemas.get(record) ?? record.extend(listedFields).meta({ id: `${z.globalRegistry.get(record)?.id ?? kit.noun}Listed` });
  listedSchemas.set(record, dto);
  return {
    dto: dto as unknown as z.ZodType<z.output<typeof kit.dto> & Partial<EditorialListing>>,
    annotate: async (em: EntityManager, rows: { id: number }[]) => {
      const drafts = await draftsOf(
        em,
        kit.section.path,
        rows.map((row) => row.id),
      );
      return (row: { id: number }) => {
        const draft = drafts.get(row.id);
        const isLive = Object.entries(live).every(([key, value]) => (row as Record<string, unknown>)[key] === value);
        const state = draft?.publishAt ? 'scheduled' : !isLive ? 'draft' : draft ? 'changed' : 'live';
        return { state, publishAt: draft?.publishAt ?? null };
      };
    },
  };
}
