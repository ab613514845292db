import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { INSIGHT_SEARCHABLE, InsightEntity } from './insight.entity';
import { insightDto, insightInput } from './insight.schema';
import { flagFilter } from '../../shared/list-query';

export const insightsAdminRouter = orderedAdminSectionRouter({
  path: 'featured-insights',
  tag: 'Featured insights',
  content: 'insights',
  scope: 'insights',
  entity: InsightEntity,
  dto: insightDto,
  input: insightInput,
  describedImages: { image: 'Image' },
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
  // Featured insights show on the home page (and beside the blog's posts).
  editorial: { live: { isActive: true }, preview: { page: '/', list: 'insights' } },
  list: {
    searchable: INSIGHT_SEARCHABLE,
    sortable: { order: 'order', title: 'title', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
    filters: { isActive: flagFilter('isActive', 'Only shown (true) or hidden (false) insights') },
  },
});
