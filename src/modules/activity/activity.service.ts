import type { EntityManager, FilterQuery, QueryBuilder } from '@mikro-orm/postgresql';
import { countMatching } from '../../server/lib/admin-list';
import { dtoFrom } from '../../server/lib/dto';
import { pageMetaOf, type PageMeta } from '../../shared/list-query';
import { csvInWorker, rowsStatement } from '../../server/lib/csv-in-worker';
import { SettingEntity } from '../settings';
import { ActivityEntryEntity, type ActivityEntry } from './activity-entry.entity';
import type { ActorKind } from './activity.constants';
import { MIN_RETENTION_DAYS } from './activity.constants';
import { activityEntryDto, activitySettings, type ActivityEntryDto, type ActivityFilters, type ActivitySettings } from './activity.schema';

/** Who did it: a staff user, an API key, or (a failed sign-in) a visitor naming an account. */
export type Actor = { kind: ActorKind; id: number | null; name: string };

/** Where the request came from, as the server saw it. */
export type RequestOrigin = { address: string | null; userAgent: string | null };

export type NewActivity = {
  actor: Actor;
  action: string;
  section: string;
  itemId?: string | number | null;
  fields?: readonly string[];
  summary: string;
} & Partial<RequestOrigin>;

const clip = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));

/** Appends one entry, in its own unit of work so the caller's pending changes are not flushed with it. */
export async function recordActivity(em: EntityManager, entry: NewActivity): Promise<void> {
  const fork = em.fork();
  fork.create(ActivityEntryEntity, {
    at: new Date(),
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: clip(entry.actor.name, 255)!,
    action: entry.action,
    section: entry.section,
    itemId: entry.itemId == null ? null : String(entry.itemId).slice(0, 40),
    fields: [...(entry.fields ?? [])],
    summary: clip(entry.summary, 500)!,
    address: clip(entry.address, 64),
    userAgent: clip(entry.userAgent, 500),
  });
  await fork.flush();
}

function whereOf(filters: ActivityFilters): FilterQuery<ActivityEntry> {
  const at = { ...(filters.from && { $gte: new Date(filters.from) }), ...(filters.to && { $lt: new Date(filters.to) }) };
  return {
    ...(filters.actor && { actorName: filters.actor }),
    ...(filters.section && { section: filters.section }),
    ...(filters.action && { action: filters.action }),
    ...(Object.keys(at).length > 0 && { at }),
  };
}

const NEWEST_FIRST = { at: 'desc', id: 'desc' } as const;

export type ActivityPage = { entries: ActivityEntryDto[]; meta: PageMeta };

/** One page of the entries that match, newest first, with the count of all that match. */
export async function listActivity(em: EntityManager, filters: ActivityFilters, page: number, pageSize: number): Promise<ActivityPage> {
  const where = whereOf(filters);
  // Counted exactly up to 10,000 entries, estimated past that, as every admin list is (decision 025): a
  // year of activity is millions of entries, which an exact count would read on every page.
  const matching = em.createQueryBuilder(ActivityEntryEntity, 'r').where(where) as unknown as QueryBuilder<object>;
  const [rows, { total, estimated }] = await Promise.all([
    em.find(ActivityEntryEntity, where, { orderBy: NEWEST_FIRST, limit: pageSize, offset: (page - 1) * pageSize }),
    countMatching(em, matching),
  ]);
  return {
    entries: rows.map((row) => dtoFrom(activityEntryDto, row)),
    meta: { ...pageMetaOf(page, pageSize, total), ...(estimated && { estimated }) },
  };
}

/** Every matching entry, newest first, as the CSV download (a header row, then the entries), made in a worker thread (decision 052). */
export function activityCsv(em: EntityManager, filters: ActivityFilters): AsyncGenerator<Uint8Array> {
  const matching = em.createQueryBuilder(ActivityEntryEntity).where(whereOf(filters)).orderBy(NEWEST_FIRST);
  return csvInWorker(em, rowsStatement(em, matching, ActivityEntryEntity), new URL('./activity.csv-columns.ts', import.meta.url));
}

/** The `settings` row holding how long the log is kept; not a brand-content group, so never public. */
const SETTINGS_KEY = 'activity';
const DEFAULT_SETTINGS: ActivitySettings = { retentionDays: MIN_RETENTION_DAYS };

export async function getActivitySettings(em: EntityManager): Promise<ActivitySettings> {
  const row = await em.findOne(SettingEntity, { key: SETTINGS_KEY });
  const parsed = activitySettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function saveActivitySettings(em: EntityManager, settings: ActivitySettings): Promise<ActivitySettings> {
  await em.upsert(SettingEntity, { key: SETTINGS_KEY, value: settings, updatedAt: new Date() });
  return settings;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes the entries older than the retention; the number removed. */
export async function removeExpiredActivity(em: EntityManager, now = new Date()): Promise<number> {
  const { retentionDays } = await getActivitySettings(em);
  return em.fork().nativeDelete(ActivityEntryEntity, { at: { $lt: new Date(now.getTime() - retentionDays * DAY_MS) } });
}
