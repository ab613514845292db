import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam, isBot } from '../../shared/fields';
import { PUBLIC_WRITE_LIMIT } from '../../server/trpc/procedure-rules';
import { notFound, notFoundMessage } from '../../server/lib/not-found';
import { publicById, publicList } from '../../server/trpc/public-reads';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { acceptCv, APPLICATION_SUCCESS_MESSAGE, applyToPosition, CV_FIELD, CV_MAX_BYTES, discardedApplicationId, jobApplicationInput } from '../applications';
import { careerPositionDto } from './career-position.schema';
import { CareerPositionEntity } from './career-position.entity';
import { findOpenPosition, listOpenPositions } from './careers.service';

const POSITION_NOT_FOUND = notFoundMessage(CareerPositionEntity);
const careers = { tag: 'Careers', content: 'careers', dto: careerPositionDto } as const;

export const careersRouter = router({
  list: publicList({ ...careers, path: '/careers', summary: 'Open positions', message: 'Positions retrieved', list: listOpenPositions }),
  byId: publicById({
    ...careers,
    path: '/careers/{id}',
    summary: 'One open position',
    notFound: POSITION_NOT_FOUND,
    message: 'Position retrieved',
    find: findOpenPosition,
  }),

  applyToPosition: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/careers/{id}/apply',
        protect: false,
        tags: ['Careers'],
        summary: 'Apply for an open position; stored before success is answered',
        description:
          'Send JSON, or the same fields as multipart/form-data with an optional `cv` file part: a PDF or Word (DOCX) file of at most 5 MB, recognised by its content (not its name or declared type). Staff download it from the application; it is never at a public address.',
        errorResponses: { 400: 'Invalid application, or the CV is not a PDF or DOCX file', 404: POSITION_NOT_FOUND, 413: 'Body or CV too large' },
      },
      changes: [],
      publicWrite: PUBLIC_WRITE_LIMIT,
      creates: '/admin/applications/{id}',
      acceptsFile: { field: CV_FIELD, maxBytes: CV_MAX_BYTES },
    })
    .input(jobApplicationInput.extend({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      const { id, website, ...application } = input;
      if (isBot({ website })) {
        await findOpenPosition(ctx.em, id);
        return ok({ id: await discardedApplicationId(ctx.em) }, APPLICATION_SUCCESS_MESSAGE);
      }
      const cv = ctx.attachedFile ? await acceptCv(ctx.attachedFile) : null;
      const saved = await applyToPosition(ctx.em, ctx, id, application, cv);
      if (!saved) throw notFound(CareerPositionEntity);
      return ok({ id: saved.id }, APPLICATION_SUCCESS_MESSAGE);
    }),
});
