import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { InsightEntity } from './insight.entity';
import { insightDto, insightInput } from './insight.schema';
import { toInsightDto } from './insight.service';

export const insightsAdminRouter = adminSectionRouter({
  path: 'featured-insights',
  tag: 'Featured insights',
  content: 'insights',
  noun: 'Featured insight',
  entity: InsightEntity,
  dto: insightDto,
  toDto: toInsightDto,
  input: insightInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
});
