import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity } from '../settings';
import { mailSettings, type MailSettings } from './mail.schema';

/** The `settings` row holding the e-mail settings; not a brand-content group, so the public settings never show it. */
export const MAIL_SETTINGS_KEY = 'mail';

/** The stored e-mail settings over their defaults; a stored value that no longer validates counts as unset. */
export async function getMailSettings(em: EntityManager): Promise<MailSettings> {
  const row = await em.findOne(SettingEntity, { key: MAIL_SETTINGS_KEY });
  const parsed = mailSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : mailSettings.parse({});
}
