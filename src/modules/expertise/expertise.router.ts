import { z } from 'zod';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { expertiseDto } from './expertise.schema';
import { listExpertise } from './expertise.service';

export const expertiseRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/core-expertise',
        protect: false,
        tags: ['Core expertise'],
        summary: 'Core expertise items, as a plain list (no envelope)',
      },
      cache: 'public',
      reads: ['expertise'],
    })
    .input(z.void())
    .output(z.array(expertiseDto))
    .query(({ ctx }) => listExpertise(ctx.em)),
});
