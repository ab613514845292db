import type { EntityManager } from '@mikro-orm/postgresql';
import { ExpertiseEntity, type CoreExpertise } from './expertise.entity';
import type { ExpertiseDto } from './expertise.schema';

export const toExpertiseDto = (e: CoreExpertise): ExpertiseDto => ({
  id: e.id,
  title: e.title,
  description: e.description,
  iconType: e.iconType,
  customIconUrl: e.customIconUrl ?? null,
  order: e.order,
});

export async function listExpertise(em: EntityManager): Promise<ExpertiseDto[]> {
  const rows = await em.find(ExpertiseEntity, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map(toExpertiseDto);
}
