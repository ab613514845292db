import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentRevisionEntity, findDraft, nameItemsOf, putDraft, type ContentDraft } from '../drafts';
import { SETTINGS_GROUPS, type SiteSettings } from './settings.schema';
import { getSiteSettings, SETTINGS_ITEM, settingsFrom, writeLiveSettings } from './settings.service';

nameItemsOf(SETTINGS_ITEM.section, () => 'Site settings');

/**
 * The live settings' version: the id of their newest revision (0 before the first). Every live change and
 * every publish adds one, so a draft save naming an older one was based on settings changed since.
 */
export async function liveVersionOf(em: EntityManager): Promise<number> {
  const [newest] = await em.find(ContentRevisionEntity, SETTINGS_ITEM, { orderBy: { id: 'desc' }, limit: 1, fields: ['id'] });
  return newest?.id ?? 0;
}

/** The settings draft (locked until commit when `lock`), or null. */
export const findSettingsDraft = (em: EntityManager, lock = false): Promise<ContentDraft | null> => findDraft(em, SETTINGS_ITEM, lock);

/** Creates or replaces the settings draft with the whole document, due to go live at `publishAt` (null: when published by hand); the caller flushes. */
export const putSettingsDraft = (em: EntityManager, settings: SiteSettings, savedBy: string, publishAt: Date | null = null): Promise<ContentDraft> =>
  putDraft(em, SETTINGS_ITEM, settings, savedBy, publishAt);

/** Puts the settings draft live and removes it, in the caller's transaction (by hand, or by its schedule). */
export async function publishSettingsDraft(em: EntityManager, draft: ContentDraft, savedBy: string): Promise<void> {
  await writeLiveSettings(em, await draftedSettings(em, draft), savedBy, 'publish');
  em.remove(draft);
  await em.flush();
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings as publishing the draft would make them. The draft holds the whole document, so a field
 * changed live (PUT /api/admin/settings) after the draft began would be put back by it; instead each field
 * the draft left as it found it (the live settings when the draft began: the newest revision before it)
 * keeps its live value, and each field the draft changed takes the draft's. Without a revision from
 * before the draft, the draft is taken whole.
 */
export async function draftedSettings(em: EntityManager, draft: ContentDraft): Promise<SiteSettings> {
  const drafted = settingsFrom(draft.data);
  const [began] = await em.find(ContentRevisionEntity, { ...SETTINGS_ITEM, createdAt: { $lte: draft.createdAt } }, { orderBy: { id: 'desc' }, limit: 1 });
  if (!began) return drafted;
  const base = settingsFrom(began.data);
  const live = await getSiteSettings(em);
  const merged = Object.fromEntries(
    SETTINGS_GROUPS.map((group) => {
      const [d, b, l] = [drafted[group], base[group], live[group]] as Record<string, unknown>[];
      return [group, Object.fromEntries(Object.keys(d!).map((field) => [field, same(d![field], b![field]) ? l![field] : d![field]]))];
    }),
  );
  return merged as SiteSettings;
}
