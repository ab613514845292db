import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router } from '../../server/trpc/trpc';

export const DATABASE_DOWN = 'Database unavailable';

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        protect: false,
        tags: ['Health'],
        summary: "The server's and the database's state",
        errorResponses: { 503: DATABASE_DOWN },
      },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(z.object({ status: z.literal('ok'), database: z.literal('up') })))
    .query(async ({ ctx }) => {
      try {
        await ctx.em.getConnection().execute('select 1');
      } catch (cause) {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_DOWN, cause });
      }
      return ok({ status: 'ok' as const, database: 'up' as const }, 'Healthy');
    }),
});
