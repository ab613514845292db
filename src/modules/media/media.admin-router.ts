import { z } from 'zod';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet, adminRead, adminRemove } from '../../server/trpc/admin-procedures';
import { router } from '../../server/trpc/trpc';
import { mediaDto } from './media.schema';
import { deleteMedia, findMediaOrFail, listMedia, toMediaDto } from './media.service';
import { MediaEntity } from './media.entity';

const tags = ['Admin: Media'];
const image = { tags, notFound: notFoundMessage(MediaEntity), find: findMediaOrFail };

/** Uploads are a binary POST handled in server/http/media-routes.ts; these are the JSON actions. */
export const mediaAdminRouter = router({
  list: adminRead({
    path: '/admin/media',
    tags,
    summary: 'Uploaded images, newest first',
    message: 'Images retrieved',
    dto: z.array(mediaDto),
    read: listMedia,
    scope: 'media:read',
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

  remove: adminRemove({
    ...image,
    path: '/admin/media/{id}',
    summary: 'Delete an image',
    message: 'Image deleted',
    changes: ['media'],
    remove: deleteMedia,
    scope: 'media:write',
  }),
});
