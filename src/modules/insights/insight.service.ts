import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { InsightEntity } from './insight.entity';
import { insightDto, type InsightDto } from './insight.schema';

export async function listActiveInsights(em: EntityManager): Promise<InsightDto[]> {
  const rows = await em.find(InsightEntity, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map((row) => dtoFrom(insightDto, row));
}
