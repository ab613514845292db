import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { addRevision } from '../drafts';
import { DEFAULT_SETTINGS } from './settings.defaults';
import { SETTINGS_GROUPS, siteSettings, type SiteSettings } from './settings.schema';
import { SettingEntity } from './setting.entity';

/**
 * The brand content as one editorial item (decision 049): its draft and revisions are rows of the content
 * drafts machinery under this reference, each holding the whole settings document.
 */
export const SETTINGS_ITEM = { section: 'settings', itemId: 1 } as const;

export type SettingsChange = Partial<Record<keyof SiteSettings, Record<string, unknown> | undefined>>;

/** Defaults overlaid with stored data group by group; a group that no longer validates falls back to its default. */
export function settingsFrom(stored: Partial<Record<string, unknown>>): SiteSettings {
  const merged: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
  for (const group of SETTINGS_GROUPS) {
    const value = stored[group];
    if (!value || typeof value !== 'object') continue;
    const candidate = siteSettings.shape[group].safeParse({ ...DEFAULT_SETTINGS[group], ...value });
    if (candidate.success) merged[group] = candidate.data;
  }
  return merged as SiteSettings;
}

/** The live brand content: the defaults overlaid with every stored group. */
export async function getSiteSettings(em: EntityManager): Promise<SiteSettings> {
  const rows = await em.find(SettingEntity, { key: { $in: SETTINGS_GROUPS } });
  return settingsFrom(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** `base` with each changed group overlaid by its changes; every changed group must still be valid whole (else 400). */
export function withChanges(base: SiteSettings, change: SettingsChange): SiteSettings {
  const next: Record<string, unknown> = { ...base };
  for (const [group, changes] of Object.entries(change) as [keyof SiteSettings, Record<string, unknown> | undefined][]) {
    if (!changes) continue;
    const parsed = siteSettings.shape[group].safeParse({ ...base[group], ...changes });
    if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]?.message ?? 'Invalid settings', cause: parsed.error });
    next[group] = parsed.data;
  }
  return next as SiteSettings;
}

/**
 * Makes `settings` live: stores each group that differs from the live one (only edited groups are
 * stored) and appends a revision of the whole result (`update`: a live PUT, `publish`: the draft).
 * In the caller's transaction.
 */
export async function writeLiveSettings(em: EntityManager, settings: SiteSettings, savedBy: string, reason: 'update' | 'publish'): Promise<void> {
  const live = await getSiteSettings(em);
  for (const group of SETTINGS_GROUPS) {
    if (JSON.stringify(live[group]) === JSON.stringify(settings[group])) continue;
    await em.upsert(SettingEntity, { key: group, value: settings[group] as Record<string, unknown>, updatedAt: new Date() });
  }
  addRevision(em, SETTINGS_ITEM, reason, settings, savedBy);
  await em.flush();
}

/** A live change (PUT /api/admin/settings): takes effect at once and is recorded as a revision. */
export async function updateSiteSettings(em: EntityManager, update: SettingsChange, savedBy: string): Promise<SiteSettings> {
  return em.transactional(async (tx) => {
    const next = withChanges(await getSiteSettings(tx), update);
    await writeLiveSettings(tx, next, savedBy, 'update');
    return next;
  });
}
