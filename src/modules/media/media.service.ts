import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, mediaDto, mediaUrl, type MediaDto, type MediaType } from './media.schema';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields, oneOfFilter } from '../../shared/list-query';
import { MEDIA_SEARCHABLE, MediaEntity, type Media } from './media.entity';

export const toMediaDto = (media: Media): MediaDto => dtoFrom(mediaDto, { ...media, url: mediaUrl(media.id, media.filename) });

/** What the first bytes of each accepted format look like: the declared type must match them. */
const SIGNATURES: Record<MediaType, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/avif': (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif' || b.subarray(4, 12).toString('latin1') === 'ftypavis',
};

export type UploadProblem = 'type' | 'size' | 'empty' | 'content';

export const UPLOAD_MESSAGES: Record<UploadProblem, string> = {
  type: `Images must be ${MEDIA_TYPES.map((t) => t.replace('image/', '').toUpperCase()).join(', ')}`,
  size: `Images must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
  empty: 'The upload is empty',
  content: 'The file is not the image type it claims to be',
};

export function checkUpload(contentType: string, data: Buffer): UploadProblem | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(contentType)) return 'type';
  if (data.length === 0) return 'empty';
  if (data.length > MEDIA_MAX_BYTES) return 'size';
  if (!SIGNATURES[contentType as MediaType](data)) return 'content';
  return null;
}

const safeFilename = (name: string, contentType: string) => {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120);
  return cleaned || `image.${contentType.split('/')[1]}`;
};

export async function storeMedia(em: EntityManager, filename: string, contentType: string, data: Buffer): Promise<Media> {
  const media = em.create(MediaEntity, {
    filename: safeFilename(filename, contentType),
    contentType,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  });
  await em.flush();
  return media;
}

/** The uploads, newest first: searched by file name, filtered by type and date. */
export const mediaList = defineAdminList({
  entity: MediaEntity,
  searchable: MEDIA_SEARCHABLE,
  sortable: { createdAt: 'createdAt', filename: 'filename', size: 'size' },
  defaultSort: 'createdAt:desc',
  filters: { contentType: oneOfFilter('contentType', MEDIA_TYPES, 'Only images of this type'), ...dateRangeFields },
});

export const findMedia = (em: EntityManager, id: number) => em.findOne(MediaEntity, { id });

export const findMediaOrFail = (em: EntityManager, id: number) => em.findOneOrFail(MediaEntity, { id });

export const loadMediaWithData = (em: EntityManager, id: number) => em.findOne(MediaEntity, { id }, { populate: ['data'] });

export async function deleteMedia(em: EntityManager, media: Media) {
  await em.remove(media).flush();
}
