import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { SettingEntity } from '../settings';

/** The `settings` row overriding SMTP_URL and MAIL_FROM; apart from the `mail` row, so no read of that one can carry the password. */
const TRANSPORT_SETTINGS_KEY = 'mail-transport';

const stored = z.object({ smtpUrl: z.string().nullable().default(null), from: z.string().nullable().default(null) });
/** What staff set in Settings → E-mail; null falls back to the environment (SMTP_URL, MAIL_FROM). */
export type TransportSettings = z.infer<typeof stored>;

export async function getTransportSettings(em: EntityManager): Promise<TransportSettings> {
  const row = await em.fork().findOne(SettingEntity, { key: TRANSPORT_SETTINGS_KEY });
  const parsed = stored.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : stored.parse({});
}

/** The URL as it may be shown: the password taken out. */
export function withoutPassword(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.password = '';
  return url.toString();
}

export const hasPassword = (smtpUrl: string | null | undefined): boolean => Boolean(smtpUrl && new URL(smtpUrl).password);

/**
 * A URL given without a password keeps the stored one when it names the same user on the same server,
 * so the form, which is never shown the password, can change the rest without retyping it.
 */
function keepStoredPassword(given: string, current: string | null): string {
  const next = new URL(given);
  if (next.password || !current) return given;
  const before = new URL(current);
  if (before.password && before.username === next.username && before.host === next.host && before.protocol === next.protocol) next.password = before.password;
  return next.toString();
}

/** Sets the overrides: a field left out keeps its value, null clears it (back to the environment's). */
export async function saveTransportSettings(
  em: EntityManager,
  change: { smtpUrl?: string | null | undefined; from?: string | null | undefined },
): Promise<TransportSettings> {
  const current = await getTransportSettings(em);
  const value: TransportSettings = {
    smtpUrl: change.smtpUrl === undefined ? current.smtpUrl : change.smtpUrl && keepStoredPassword(change.smtpUrl, current.smtpUrl),
    from: change.from === undefined ? current.from : change.from,
  };
  await em.upsert(SettingEntity, { key: TRANSPORT_SETTINGS_KEY, value, updatedAt: new Date() });
  return value;
}
