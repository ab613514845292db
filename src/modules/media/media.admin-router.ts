import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { mediaDto } from './media.schema';
import { deleteMedia, findMedia, listMedia, toMediaDto } from './media.service';

const tags = ['Admin: Media'];
const NOT_FOUND = 'Image not found';

/** Uploads are a binary POST handled in server/http/media-routes.ts; these are the JSON actions. */
export const mediaAdminRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/media', tags, summary: 'Uploaded images, newest first' }, cache: 'no-store' })
    .input(z.void())
    .output(envelope(z.array(mediaDto)))
    .query(async ({ ctx }) => ok(await listMedia(ctx.em), 'Images retrieved')),

  get: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/media/{id}', tags, summary: 'One image', errorResponses: { 404: NOT_FOUND } }, cache: 'no-store' })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(mediaDto))
    .query(async ({ ctx, input }) => {
      const media = await findMedia(ctx.em, input.id);
      if (!media) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      return ok(toMediaDto(media), 'Image retrieved');
    }),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/media/{id}', tags, summary: 'Delete an image', errorResponses: { 404: NOT_FOUND } }, changes: ['media'] })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      const media = await findMedia(ctx.em, input.id);
      if (!media) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await deleteMedia(ctx.em, media);
      return ok({ id: input.id }, 'Image deleted');
    }),
});
