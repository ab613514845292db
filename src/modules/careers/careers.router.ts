import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam, isBot } from '../../shared/fields';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { APPLICATION_SUCCESS_MESSAGE, applyToPosition, jobApplicationInput } from '../applications';
import { careerPositionDto } from './career-position.schema';
import { findOpenPosition, listOpenPositions, toCareerPositionDto } from './careers.service';

export const POSITION_NOT_FOUND = 'Position not found';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: POSITION_NOT_FOUND });

export const careersRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/careers', protect: false, tags: ['Careers'], summary: 'Open positions' } })
    .input(z.void())
    .output(envelope(z.array(careerPositionDto)))
    .query(async ({ ctx }) => ok(await listOpenPositions(ctx.em), 'Positions retrieved')),

  byId: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/careers/{id}',
        protect: false,
        tags: ['Careers'],
        summary: 'One open position',
        errorResponses: { 400: 'Invalid id', 404: POSITION_NOT_FOUND },
      },
    })
    .input(z.object({ id: idParam }))
    .output(envelope(careerPositionDto))
    .query(async ({ ctx, input }) => {
      const position = await findOpenPosition(ctx.em, input.id);
      if (!position) throw notFound();
      return ok(toCareerPositionDto(position), 'Position retrieved');
    }),

  applyToPosition: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/careers/{id}/apply',
        protect: false,
        tags: ['Careers'],
        summary: 'Apply for an open position; stored before success is answered',
        errorResponses: { 400: 'Invalid application', 404: POSITION_NOT_FOUND, 413: 'Body too large' },
      },
    })
    .input(jobApplicationInput.extend({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      const { id, website, ...application } = input;
      if (isBot({ website })) {
        if (!(await findOpenPosition(ctx.em, id))) throw notFound();
        return ok({ id: 0 }, APPLICATION_SUCCESS_MESSAGE);
      }
      const saved = await applyToPosition(ctx.em, id, application);
      if (!saved) throw notFound();
      return ok({ id: saved.id }, APPLICATION_SUCCESS_MESSAGE);
    }),
});
