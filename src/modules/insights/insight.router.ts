import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { insightDto } from './insight.schema';
import { listActiveInsights } from './insight.service';

export const insightsRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/featured-insights', protect: false, tags: ['Featured insights'], summary: 'Active featured insights, by order' },
      cache: 'public',
      reads: ['insights'],
    })
    .input(z.void())
    .output(envelope(z.array(insightDto)))
    .query(async ({ ctx }) => ok(await listActiveInsights(ctx.em), 'Featured insights retrieved')),
});
