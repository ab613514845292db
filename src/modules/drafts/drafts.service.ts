import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ContentDraftEntity, type ContentDraft } from './content-draft.entity';
import { DELETED_KEPT_DAYS } from './drafts.constants';
import { ContentRevisionEntity, type ContentRevision } from './content-revision.entity';
import { UnpublishScheduleEntity, type UnpublishSchedule } from './unpublish-schedule.entity';

export type ItemRef = { section: string; itemId: number };

/** The item's pending draft, or null. `lock`: inside a transaction, hold it until commit (publishing reads it so). */
export function findDraft(em: EntityManager, { section, itemId }: ItemRef, lock = false): Promise<ContentDraft | null> {
  return em.findOne(ContentDraftEntity, { section, itemId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** Drafts of some of a section's items, by item id: what a list page shows beside its rows. */
export async function draftsOf(em: EntityManager, section: string, itemIds: readonly number[]): Promise<Map<number, ContentDraft>> {
  if (itemIds.length === 0) return new Map();
  const drafts = await em.find(ContentDraftEntity, { section, itemId: { $in: [...itemIds] } });
  return new Map(drafts.map((draft) => [draft.itemId, draft]));
}

/** Creates or replaces the item's draft; the caller flushes. */
export async function putDraft(
  em: EntityManager,
  item: ItemRef,
  data: Record<string, unknown>,
  savedBy: string,
  publishAt: Date | null,
): Promise<ContentDraft> {
  const draft = await findDraft(em, item);
  if (draft) return em.assign(draft, { data, savedBy, publishAt });
  return em.create(ContentDraftEntity, { ...item, data, savedBy, publishAt });
}

/** Appends a revision: the item's whole content as this write left it. The caller flushes. */
export function addRevision(em: EntityManager, item: ItemRef, reason: string, data: Record<string, unknown>, savedBy: string): ContentRevision {
  return em.create(ContentRevisionEntity, { ...item, reason, data, savedBy });
}

/**
 * Before an item's first recorded change, keeps it as it was (reason `original`): content seeded, imported
 * or made before revisions were kept would otherwise have no version to go back to. The caller flushes.
 */
export async function keepOriginal(em: EntityManager, item: ItemRef, data: Record<string, unknown>): Promise<void> {
  if ((await em.count(ContentRevisionEntity, item)) === 0) addRevision(em, item, 'original', data, 'system');
}

/** One page of an item's revisions, newest first, without their content (the list shows who and when). */
export async function revisionsOf(em: EntityManager, item: ItemRef, page: number, pageSize: number) {
  const [rows, total] = await em.findAndCount(ContentRevisionEntity, item, {
    orderBy: { id: 'desc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
    fields: ['id', 'section', 'itemId', 'reason', 'savedBy', 'createdAt'],
  });
  return { rows, total };
}

export function findRevision(em: EntityManager, item: ItemRef, revisionId: number): Promise<ContentRevision> {
  return em.findOneOrFail(ContentRevisionEntity, { id: revisionId, ...item });
}

// More than any firm schedules at once; the list stays one cheap read.
const MAX_SCHEDULED = 500;

/** The moment an item comes off the site by itself, or null. `lock`: held until commit (the job that unpublishes reads it so). */
export function findUnpublishSchedule(em: EntityManager, { section, itemId }: ItemRef, lock = false): Promise<UnpublishSchedule | null> {
  return em.findOne(UnpublishScheduleEntity, { section, itemId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** Sets (or, with null, clears) when the item comes off the site; the caller flushes. */
export async function putUnpublishSchedule(em: EntityManager, item: ItemRef & { name: string }, unpublishAt: Date | null, savedBy: string): Promise<void> {
  const existing = await findUnpublishSchedule(em, item);
  if (!unpublishAt) {
    if (existing) em.remove(existing);
    return;
  }
  if (existing) em.assign(existing, { name: item.name, unpublishAt, savedBy });
  else em.create(UnpublishScheduleEntity, { ...item, unpublishAt, savedBy });
}

/**
 * Every change waiting for its time, soonest first (up to `limit`): a draft to publish or an item to take
 * off the site; its item, the item's title or name (as its draft has it, for a publish), when, and who asked.
 */
export async function scheduledChanges(em: EntityManager, limit = MAX_SCHEDULED) {
  const drafts = await em.find(ContentDraftEntity, { publishAt: { $ne: null } }, { orderBy: { publishAt: 'asc', id: 'asc' }, limit });
  const removals = await em.find(UnpublishScheduleEntity, {}, { orderBy: { unpublishAt: 'asc', id: 'asc' }, limit });
  const publishes = drafts.map(({ section, itemId, data, publishAt, savedBy }) => ({
    action: 'publish' as const,
    section,
    itemId,
    name: itemName(section, data, itemId),
    at: publishAt!,
    savedBy,
  }));
  const unpublishes = removals.map(({ section, itemId, name, unpublishAt, savedBy }) => ({
    action: 'unpublish' as const,
    section,
    itemId,
    name,
    at: unpublishAt,
    savedBy,
  }));
  return (
    [...publishes, ...unpublishes]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .slice(0, limit)
      // `publishAt` named the moment when only publishes were listed: kept for the clients that read it.
      .map((change) => ({ ...change, publishAt: change.at }))
  );
}

type ItemNamer = (data: Record<string, unknown>) => unknown;
const namers = new Map<string, ItemNamer>();
/** How a section whose items have no title or name field names them (an editorial section's `nameField`, the settings as one). */
export const nameItemsOf = (section: string, namer: ItemNamer): void => void namers.set(section, namer);

/** What lists name an item by when only its fields are at hand (a draft, a revision): its section's way, its title, or its name (team members). */
export const itemName = (section: string, data: Record<string, unknown>, itemId: number): string =>
  String(namers.get(section)?.(data) ?? data.title ?? data.name ?? `#${itemId}`);

/**
 * A section's items deleted in the last DELETED_KEPT_DAYS: each item's newest revision, when that is its
 * deletion (an item deleted and then restored has a newer one). Newest deletion first.
 */
export async function recentlyDeleted(em: EntityManager, section: string): Promise<ContentRevision[]> {
  const since = new Date(Date.now() - DELETED_KEPT_DAYS * 86_400_000);
  const newest = await em
    .getConnection()
    .execute<{ id: number }[]>('select distinct on (item_id) id from content_revisions where section = ? and created_at > ? order by item_id, id desc', [
      section,
      since,
    ]);
  if (newest.length === 0) return [];
  return em.find(ContentRevisionEntity, { id: { $in: newest.map((row) => row.id) }, reason: 'delete' }, { orderBy: { id: 'desc' } });
}

/** The item's deletion, when its newest revision is one made in the last DELETED_KEPT_DAYS (it has not come back since). */
export async function deletionOf(em: EntityManager, item: ItemRef): Promise<ContentRevision | null> {
  const [newest] = await em.find(ContentRevisionEntity, item, { orderBy: { id: 'desc' }, limit: 1 });
  const since = Date.now() - DELETED_KEPT_DAYS * 86_400_000;
  return newest?.reason === 'delete' && newest.createdAt.getTime() > since ? newest : null;
}
