import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet, adminRemove } from '../../server/trpc/admin-procedures';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { mediaDto } from './media.schema';
import { deleteMedia, findMediaOrFail, listMedia, toMediaDto } from './media.service';
import { MediaEntity } from './media.entity';

const tags = ['Admin: Media'];
const image = { tags, notFound: notFoundMessage(MediaEntity), find: findMediaOrFail };

/** Uploads are a binary POST handled in server/http/media-routes.ts; these are the JSON actions. */
export const mediaAdminRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/media', tags, summary: 'Uploaded images, newest first' }, cache: 'no-store' })
    .input(z.void())
    .output(envelope(z.array(mediaDto)))
    .query(async ({ ctx }) => ok(await listMedia(ctx.em), 'Images retrieved')),

  get: adminGet({ ...image, path: '/admin/media/{id}', summary: 'One image', message: 'Image retrieved', dto: mediaDto, toDto: toMediaDto }),

  remove: adminRemove({ ...image, path: '/admin/media/{id}', summary: 'Delete an image', message: 'Image deleted', changes: ['media'], remove: deleteMedia }),
});
