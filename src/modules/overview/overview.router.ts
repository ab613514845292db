import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { actingUser } from '../activity';
import { overviewDto } from './overview.schema';
import { readOverview } from './overview.service';

export const overviewAdminRouter = router({
  get: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/overview',
        tags: ['Admin: Overview'],
        summary: 'What needs attention (unread messages, new applications since your previous sign-in, drafts, pending sign-ups) and what happened lately',
      },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(overviewDto))
    .query(async ({ ctx }) => {
      const user = await actingUser(ctx);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to see the overview' });
      return ok(await readOverview(ctx.em, user), 'Overview retrieved');
    }),
});
