import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { mediaDto } from './media.schema';
import { deleteMedia, findMediaOrFail, listMedia, toMediaDto } from './media.service';
import { MediaEntity } from './media.entity';

const tags = ['Admin: Media'];
const NOT_FOUND = notFoundMessage(MediaEntity);

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
    .query(async ({ ctx, input }) => ok(toMediaDto(await findMediaOrFail(ctx.em, input.id)), 'Image retrieved')),

  remove: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/media/{id}', tags, summary: 'Delete an image', errorResponses: { 404: NOT_FOUND } },
      changes: ['media'],
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      await deleteMedia(ctx.em, await findMediaOrFail(ctx.em, input.id));
      return ok({ id: input.id }, 'Image deleted');
    }),
});
