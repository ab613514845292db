import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity';
import { removeApplicationsReceivedBefore } from '../applications';
import { removeContactMessagesReceivedBefore } from '../contact';
import { removeUnconfirmedSignUps } from '../newsletter';
import { SettingEntity } from '../settings';
import { RETENTION_DEFAULTS } from './retention.constants';
import { retentionSettings, type RetentionRun, type RetentionSettings } from './retention.schema';

/** The `settings` row holding the periods; not a brand-content group (the public read is its own procedure). */
const SETTINGS_KEY = 'retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function getRetentionSettings(em: EntityManager): Promise<RetentionSettings> {
  const row = await em.findOne(SettingEntity, { key: SETTINGS_KEY });
  const parsed = retentionSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : { ...RETENTION_DEFAULTS };
}

export async function saveRetentionSettings(em: EntityManager, settings: RetentionSettings): Promise<RetentionSettings> {
  await em.upsert(SettingEntity, { key: SETTINGS_KEY, value: settings, updatedAt: new Date() });
  return settings;
}

/** `months` calendar months before `now` (UTC), so "6 months" means the same day of the month. */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes, in one transaction, every record past its period: contact messages and applications (with
 * their CVs) by the date they arrived, unconfirmed sign-ups by their last confirmation e-mail. The counts
 * go into the activity log, never the records' contents.
 */
export async function removeExpiredPersonalData(em: EntityManager, now = new Date()): Promise<RetentionRun> {
  const settings = await getRetentionSettings(em);
  const run = await em.transactional(async (tx) => ({
    contactMessages: await removeContactMessagesReceivedBefore(tx, monthsBefore(now, settings.contactMessagesMonths)),
    applications: await removeApplicationsReceivedBefore(tx, monthsBefore(now, settings.applicationsMonths)),
    unconfirmedSubscriptions: await removeUnconfirmedSignUps(tx, new Date(now.getTime() - settings.unconfirmedSubscriptionsDays * DAY_MS)),
  }));
  await recordActivity(em, {
    actor: { kind: 'system', id: null, name: 'Retention' },
    action: 'expire',
    section: 'personalData',
    summary: `Retention removed ${run.contactMessages} contact message(s), ${run.applications} application(s) and ${run.unconfirmedSubscriptions} unconfirmed subscription(s)`,
  });
  return run;
}
