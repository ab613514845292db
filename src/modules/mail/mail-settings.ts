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

export type MailSettingsChange = {
  alertRecipients: Record<string, string | null | undefined>;
  dailyDigest?: boolean | undefined;
  acknowledgeSenders?: boolean | undefined;
};

/** Replaces who receives the alerts (a topic left out, or null, goes to the company e-mail); a switch left out keeps its value. */
export async function saveMailSettings(
  em: EntityManager,
  { alertRecipients: recipients, dailyDigest, acknowledgeSenders }: MailSettingsChange,
): Promise<MailSettings> {
  const alertRecipients = Object.fromEntries(Object.entries(recipients).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const current = await getMailSettings(em);
  const value: MailSettings = {
    alertRecipients,
    dailyDigest: dailyDigest ?? current.dailyDigest,
    acknowledgeSenders: acknowledgeSenders ?? current.acknowledgeSenders,
  };
  await em.upsert(SettingEntity, { key: MAIL_SETTINGS_KEY, value, updatedAt: new Date() });
  return value;
}
