import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { MEDIA_HASH_LENGTH, MEDIA_MAX_BYTES, MEDIA_TYPES, mediaDto, mediaUrl, type MediaDto, type MediaType } from './media.schema';
import { defineAdminList } from '../../server/lib/admin-list';
import { dateRangeFields, oneOfFilter } from '../../shared/list-query';
import { MEDIA_SEARCHABLE, MediaEntity, type Media } from './media.entity';
import { cleanImage } from './media.image';

export const toMediaDto = (media: Media): MediaDto => dtoFrom(mediaDto, { ...media, url: mediaUrl(media) });

/** What the first bytes of each accepted format look like: the declared type must match them. */
const SIGNATURES: Record<MediaType, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/avif': (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif' || b.subarray(4, 12).toString('latin1') === 'ftypavis',
};

export type UploadProblem = 'type' | 'size' | 'empty' | 'content' | 'unreadable';

export const UPLOAD_MESSAGES: Record<UploadProblem, string> = {
  type: `Images must be ${MEDIA_TYPES.map((t) => t.replace('image/', '').toUpperCase()).join(', ')}`,
  size: `Images must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
  empty: 'The upload is empty',
  content: 'The file is not the image type it claims to be',
  unreadable: 'The image could not be read: it is damaged, or larger than 50 megapixels',
};

/** The answer to each refused upload: its status, and the machine code where the status alone says too little. */
export const UPLOAD_STATUS: Record<UploadProblem, { status: number; code?: 'IMAGE_UNREADABLE' }> = {
  type: { status: 415 },
  size: { status: 413 },
  empty: { status: 400 },
  content: { status: 400, code: 'IMAGE_UNREADABLE' },
  unreadable: { status: 400, code: 'IMAGE_UNREADABLE' },
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

export type Upload = { filename: string; contentType: string; data: Buffer };

/** The upload checked and re-encoded (media.image.ts), as the row's content columns; or why it is refused. */
export async function readUpload({ filename, contentType, data }: Upload) {
  const problem = checkUpload(contentType, data);
  if (problem) return { problem } as const;
  const clean = await cleanImage(data, contentType as MediaType);
  if (!clean) return { problem: 'unreadable' } as const;
  return {
    content: {
      filename: safeFilename(filename, contentType),
      contentType,
      size: clean.data.length,
      sha256: createHash('sha256').update(clean.data).digest('hex'),
      width: clean.width,
      height: clean.height,
      data: clean.data,
    },
  } as const;
}
export type MediaContent = NonNullable<Awaited<ReturnType<typeof readUpload>>['content']>;

/** 80 random bits as hex: the image's public name, which says nothing about the others. */
export const newMediaKey = () => randomBytes(10).toString('hex');

export async function storeMedia(em: EntityManager, content: MediaContent): Promise<Media> {
  const media = em.create(MediaEntity, { ...content, key: newMediaKey() });
  await em.flush();
  return media;
}

/** New bytes for an existing image: same id, key and alt text; a new content hash, so a new address. */
export async function replaceMedia(em: EntityManager, media: Media, content: MediaContent): Promise<Media> {
  em.assign(media, content);
  await em.flush();
  return media;
}

/** Sets what is given of the image's alt text and its decorative mark; what is left out stays. */
export async function describeMedia(em: EntityManager, media: Media, { alt, decorative }: { alt?: string; decorative?: boolean }): Promise<Media> {
  if (alt !== undefined) media.alt = alt;
  if (decorative !== undefined) media.decorative = decorative;
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

export const findMediaOrFail = (em: EntityManager, id: number) => em.findOneOrFail(MediaEntity, { id });

/**
 * What a public address `/media/{key}/{hash}/{name}` names: the image (`current`, its bytes may be
 * cached for good), an image that has since been replaced (`moved`, to its address now), or nothing.
 * A wrong name is nothing, so the name cannot be used to dress an image up as another file.
 */
export async function resolveMediaAddress(em: EntityManager, address: { key: string; hash: string; filename: string }, withData = false) {
  const media = /^[0-9a-f]{20}$/.test(address.key) ? await em.findOne(MediaEntity, { key: address.key }, withData ? { populate: ['data'] } : {}) : null;
  if (!media || address.filename !== media.filename) return { kind: 'missing' } as const;
  if (address.hash !== media.sha256.slice(0, MEDIA_HASH_LENGTH)) return { kind: 'moved', url: mediaUrl(media) } as const;
  return { kind: 'current', media } as const;
}

export async function deleteMedia(em: EntityManager, media: Media) {
  await em.remove(media).flush();
}
