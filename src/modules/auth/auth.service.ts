import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser, LoginInput } from './auth.schema';
import { getDecoyHash, verifyPassword } from './password';
import { createSession } from './session.service';
import { UserEntity } from './user.entity';

export type LoginResult = { token: string; user: AuthUser } | null;

/** Null for a wrong username or password alike, after the same amount of hashing work. */
export async function login(em: EntityManager, { username, password }: LoginInput): Promise<LoginResult> {
  const user = await em.findOne(UserEntity, { username });
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !valid) return null;
  const token = await createSession(em, user);
  return { token, user: { id: user.id, username: user.username } };
}
