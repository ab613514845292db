import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { InsightEntity } from './insight.entity';
import { insightDto, insightInput } from './insight.schema';

export const insightsAdminRouter = orderedAdminSectionRouter({
  path: 'featured-insights',
  tag: 'Featured insights',
  content: 'insights',
  scope: 'insights',
  entity: InsightEntity,
  dto: insightDto,
  input: insightInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
});
