import { publicList } from '../../server/trpc/public-reads';
import { router } from '../../server/trpc/trpc';
import { insightDto } from './insight.schema';
import { listActiveInsights } from './insight.service';

export const insightsRouter = router({
  list: publicList({
    path: '/featured-insights',
    tag: 'Featured insights',
    summary: 'Active featured insights, by order',
    content: 'insights',
    dto: insightDto,
    message: 'Featured insights retrieved',
    list: listActiveInsights,
  }),
});
