import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { dtoFrom } from '../../server/lib/dto';
import { CareerPositionEntity } from './career-position.entity';
import { careerPositionDto, type CareerPositionDto } from './career-position.schema';

export async function listOpenPositions(em: EntityManager): Promise<CareerPositionDto[]> {
  const rows = await em.find(CareerPositionEntity, { isActive: true }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map((row) => dtoFrom(careerPositionDto, row));
}

export async function findOpenPosition(em: EntityManager, id: number): Promise<CareerPositionDto> {
  return dtoFrom(careerPositionDto, await em.findOneOrFail(CareerPositionEntity, { id, isActive: true }));
}

/** The page of each open position, for the sitemap. */
export async function careerPages(em: EntityManager): Promise<PublicPage[]> {
  const positions = await em.find(CareerPositionEntity, { isActive: true }, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } });
  return positions.map((p) => ({ path: `/careers/${p.id}`, lastModified: p.updatedAt }));
}
