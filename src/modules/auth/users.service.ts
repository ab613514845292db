import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { adminUserDto, type AdminUserDto } from './auth.schema';
import { accountCheckRule, forgiveAttempts, reserveAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { SessionEntity } from './session.entity';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields } from '../../shared/list-query';
import { USER_SEARCHABLE, UserEntity, type User } from './user.entity';

export const toAdminUserDto = (user: User): AdminUserDto => dtoFrom(adminUserDto, user);

export async function countUsers(em: EntityManager): Promise<number> {
  return em.count(UserEntity);
}

/** The accounts, by name: searched by username, sorted by name or creation date. */
export const userList = defineAdminList({
  entity: UserEntity,
  searchable: USER_SEARCHABLE,
  sortable: { username: 'username', createdAt: 'createdAt' },
  defaultSort: 'username:asc',
  filters: { ...dateRangeFields },
});

export const findUser = (em: EntityManager, id: number) => em.findOneOrFail(UserEntity, { id });

export async function createUser(em: EntityManager, username: string, password: string) {
  const user = em.create(UserEntity, { username, passwordHash: await hashPassword(password) });
  await em.flush();
  return user;
}

export type RemoveUserOutcome = 'removed' | 'self' | 'last';

/** Never the account doing the removing, never the last one; its sessions end with it. */
export async function removeUser(em: EntityManager, user: User, actingUserId: number): Promise<RemoveUserOutcome> {
  if (user.id === actingUserId) return 'self';
  return em.transactional(async (tx) => {
    // Locks the accounts so two admins removing each other at once cannot leave none.
    const all = await tx.find(UserEntity, {}, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (all.length <= 1) return 'last';
    await tx.nativeDelete(UserEntity, { id: user.id });
    return 'removed';
  });
}

export type ChangePasswordOutcome = { outcome: 'changed' } | { outcome: 'wrong-password' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Checks the current password (throttled like a sign-in: a stolen token must not become a way to
 * guess the password), stores the new hash and ends every other session of the account.
 */
export async function changePassword(
  em: EntityManager,
  userId: number,
  keepSessionId: number,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordOutcome> {
  const reservation = await reserveAttempt(em, [accountCheckRule('password', userId)]);
  if (reservation.outcome === 'throttled') return reservation;
  const user = await em.findOne(UserEntity, { id: userId });
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) return { outcome: 'wrong-password' };
  await forgiveAttempts(em, reservation);
  user.passwordHash = await hashPassword(newPassword);
  await em.flush();
  await em.nativeDelete(SessionEntity, { user: userId, id: { $ne: keepSessionId } });
  return { outcome: 'changed' };
}
