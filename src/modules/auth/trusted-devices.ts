import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from './session.service';
import { TrustedDeviceEntity } from './trusted-device.entity';
import type { User } from './user.entity';

export const TRUSTED_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** The trusted device a browser's cookie names, if it signed in to the account `username` names before. */
export async function findTrustedDevice(em: EntityManager, token: string | null, username: string, now = new Date()): Promise<number | null> {
  if (!token) return null;
  const device = await em.findOne(TrustedDeviceEntity, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!device || device.createdAt.getTime() + TRUSTED_DEVICE_TTL_MS <= now.getTime()) return null;
  return device.user.username.toLowerCase() === username.toLowerCase() ? device.id : null;
}

/** Marks the browser that just signed in as trusted for the account: the token goes into its cookie. */
export async function trustDevice(em: EntityManager, user: User): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.insert(TrustedDeviceEntity, { tokenHash: hashToken(token), user: user.id, createdAt: new Date() });
  return token;
}
