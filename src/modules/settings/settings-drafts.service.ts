import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentRevisionEntity, findDraft, putDraft, type ContentDraft } from '../drafts';
import type { SiteSettings } from './settings.schema';
import { SETTINGS_ITEM } from './settings.service';

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

/** Creates or replaces the settings draft with the whole document; the caller flushes. */
export const putSettingsDraft = (em: EntityManager, settings: SiteSettings, savedBy: string): Promise<ContentDraft> =>
  putDraft(em, SETTINGS_ITEM, settings, savedBy, null);
