import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { ExpertiseEntity } from './expertise.entity';
import { expertiseDto, type ExpertiseDto } from './expertise.schema';

export async function listExpertise(em: EntityManager): Promise<ExpertiseDto[]> {
  const rows = await em.find(ExpertiseEntity, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map((row) => dtoFrom(expertiseDto, row));
}
