import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_SETTINGS } from './settings.defaults';
import { SETTINGS_GROUPS, siteSettings, type SiteSettings } from './settings.schema';
import { SettingEntity } from './setting.entity';

/** Defaults overlaid with every stored group; a stored group that no longer validates falls back to its default. */
export async function getSiteSettings(em: EntityManager): Promise<SiteSettings> {
  const rows = await em.find(SettingEntity, { key: { $in: SETTINGS_GROUPS } });
  const merged: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
  for (const row of rows) {
    const group = row.key as keyof SiteSettings;
    const candidate = siteSettings.shape[group].safeParse({ ...DEFAULT_SETTINGS[group], ...row.value });
    if (candidate.success) merged[group] = candidate.data;
  }
  return merged as SiteSettings;
}

/** Stores each changed group whole (current values overlaid with the change) in one transaction. */
export async function updateSiteSettings(em: EntityManager, update: Partial<Record<keyof SiteSettings, Record<string, unknown>>>): Promise<SiteSettings> {
  const current = await getSiteSettings(em);
  await em.transactional(async (tx) => {
    for (const [group, changes] of Object.entries(update) as [keyof SiteSettings, Record<string, unknown> | undefined][]) {
      if (!changes) continue;
      const value = siteSettings.shape[group].parse({ ...current[group], ...changes }) as Record<string, unknown>;
      await tx.upsert(SettingEntity, { key: group, value, updatedAt: new Date() });
    }
  });
  return getSiteSettings(em);
}
