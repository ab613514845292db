import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The id the next stored row of this entity would get, taken from its sequence without storing
 * anything: a discarded (honeypot) submission then answers exactly as a stored one would.
 */
export async function unusedId<T extends object>(em: EntityManager, entity: EntityName<T>): Promise<number> {
  const { tableName } = em.getMetadata(entity);
  const [row] = await em.getConnection().execute<{ id: string }[]>('select nextval(pg_get_serial_sequence(?, ?)) as id', [tableName, 'id']);
  return Number(row?.id);
}
