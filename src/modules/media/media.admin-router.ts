import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet, adminRemove } from '../../server/trpc/admin-procedures';
import { router } from '../../server/trpc/trpc';
import { mediaDto } from './media.schema';
import { deleteMedia, findMediaOrFail, mediaList, toMediaDto } from './media.service';
import { MediaEntity } from './media.entity';
import { adminList } from '../../server/trpc/admin-list';

const tags = ['Admin: Media'];
const image = { tags, notFound: notFoundMessage(MediaEntity), find: findMediaOrFail };

/** Uploads are a binary POST handled in server/http/media-routes.ts; these are the JSON actions. */
export const mediaAdminRouter = router({
  list: adminList({
    list: mediaList,
    path: '/admin/media',
    tags,
    summary: 'Uploaded images, newest first, a page at a time: search file names with ?q=, sort with ?sort=, filter by contentType, from and to',
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
