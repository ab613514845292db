import type { EntityManager } from '@mikro-orm/postgresql';
import { InsightEntity, type FeaturedInsight } from './insight.entity';
import type { InsightDto } from './insight.schema';

export const toInsightDto = (i: FeaturedInsight): InsightDto => ({
  id: i.id,
  title: i.title,
  description: i.description,
  image: i.image ?? null,
  category: i.category ?? null,
  link: i.link ?? null,
  createdAt: i.createdAt.toISOString(),
  isActive: i.isActive,
  order: i.order,
});

export async function listActiveInsights(em: EntityManager): Promise<InsightDto[]> {
  const rows = await em.find(InsightEntity, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map(toInsightDto);
}
