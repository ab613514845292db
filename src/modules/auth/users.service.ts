import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from './password';
import { UserEntity } from './user.entity';

export async function countUsers(em: EntityManager): Promise<number> {
  return em.count(UserEntity);
}

export async function createUser(em: EntityManager, username: string, password: string) {
  const user = em.create(UserEntity, { username, passwordHash: await hashPassword(password) });
  await em.flush();
  return user;
}
