import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { CareerPositionEntity, type CareerPosition } from './career-position.entity';
import type { CareerPositionDto } from './career-position.schema';

export const toCareerPositionDto = (c: CareerPosition): CareerPositionDto => ({
  id: c.id,
  title: c.title,
  location: c.location ?? null,
  type: c.type ?? null,
  department: c.department ?? null,
  description: c.description,
  requirements: c.requirements,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
});

export async function listOpenPositions(em: EntityManager): Promise<CareerPositionDto[]> {
  const rows = await em.find(CareerPositionEntity, { isActive: true }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map(toCareerPositionDto);
}

export async function findOpenPosition(em: EntityManager, id: number): Promise<CareerPosition | null> {
  return em.findOne(CareerPositionEntity, { id, isActive: true });
}

/** The page of each open position, for the sitemap. */
export async function careerPages(em: EntityManager): Promise<PublicPage[]> {
  const positions = await em.find(CareerPositionEntity, { isActive: true }, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } });
  return positions.map((p) => ({ path: `/careers/${p.id}`, lastModified: p.updatedAt }));
}
