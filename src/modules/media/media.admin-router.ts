import { notFoundMessage } from '../../server/lib/not-found';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { adminGet } from '../../server/trpc/admin-procedures';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { imageUseDto, mediaAltInput, mediaDto } from './media.schema';
import { describeUses, whereUsed } from './media.usage';
import { deleteMedia, describeMedia, findMediaOrFail, mediaList, toMediaDto } from './media.service';
import { MediaEntity } from './media.entity';
import { adminList } from '../../server/trpc/admin-list';

const tags = ['Admin: Media'];
const image = { tags, notFound: notFoundMessage(MediaEntity), find: findMediaOrFail };

/** What a description change says it did. */
const describedMessage = ({ alt, decorative }: { alt?: string; decorative?: boolean }) => {
  if (decorative) return 'Marked as decorative';
  if (alt !== undefined) return alt ? 'Alt text saved' : 'Alt text cleared';
  return decorative === false ? 'No longer decorative' : 'Image unchanged';
};

/** Uploads are a binary POST handled in server/http/media-routes.ts; these are the JSON actions. */
export const mediaAdminRouter = router({
  list: adminList({
    list: mediaList,
    path: '/admin/media',
    tags,
    summary: 'Uploaded images, newest first, a page at a time: search file names and alt text with ?q=, sort with ?sort=, filter by contentType, from and to',
    scope: 'media:read',
    dto: mediaDto,
    toDto: toMediaDto,
    message: ({ total }) => `${total} image${total === 1 ? '' : 's'}`,
  }),

  get: adminGet({
    ...image,
    path: '/admin/media/{id}',
    summary: 'One image',
    message: 'Image retrieved',
    dto: mediaDto,
    toDto: toMediaDto,
    scope: 'media:read',
  }),

  usage: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/media/{id}/usage',
        tags,
        summary: 'Where an image is used: each item and field showing it',
        errorResponses: { 404: image.notFound },
      },
      cache: 'no-store',
      scope: 'media:read',
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.array(imageUseDto)))
    .query(async ({ ctx, input }) => {
      const uses = await whereUsed(ctx.em, await findMediaOrFail(ctx.em, input.id));
      return ok(uses, uses.length === 0 ? 'The image is not used' : `Used in ${uses.length} place${uses.length === 1 ? '' : 's'}`);
    }),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/media/{id}',
        tags,
        summary:
          'Set an image’s alt text (what it shows, for visitors who cannot see it, used wherever content gives none) and whether it is only decorative; fields left out stay',
        errorResponses: { 404: image.notFound },
      },
      changes: ['media'],
      scope: 'media:write',
    })
    .input(mediaAltInput)
    .output(envelope(mediaDto))
    .mutation(async ({ ctx, input }) => {
      const media = await describeMedia(ctx.em, await findMediaOrFail(ctx.em, input.id), input);
      return ok(toMediaDto(media), describedMessage(input));
    }),

  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/media/{id}',
        tags,
        summary: 'Delete an image; one still in use is refused with 409 naming where, unless force=true',
        errorResponses: { 404: image.notFound, 409: 'The image is in use' },
      },
      changes: ['media'],
      scope: 'media:write',
    })
    .input(z.strictObject({ id: idParam, force: z.boolean({ error: 'force must be true or false' }).optional().describe('Delete even while in use') }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      const media = await findMediaOrFail(ctx.em, input.id);
      const uses = input.force ? [] : await whereUsed(ctx.em, media);
      if (uses.length > 0) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: `This image is still used by ${describeUses(uses)}. Choose another image there first, or delete with force=true.`,
        });
      }
      await deleteMedia(ctx.em, media);
      return ok({ id: input.id }, 'Image deleted');
    }),
});
