import { z } from 'zod';
import { idParam, isoDateTime, orNull } from '../../shared/fields';

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** Raster formats only: an SVG can carry script, so it is not accepted from uploads. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const mediaDto = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Public address of the image, usable in any image field'),
    filename: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    width: orNull(z.number().int()).describe('Pixels across, read when the image was stored'),
    height: orNull(z.number().int()).describe('Pixels down (one frame of an animation)'),
    alt: z.string().describe('What the image shows, used where content gives no text of its own; empty until written'),
    decorative: z.boolean().describe('The image only decorates: public pages show it with alt="" and it may be placed in content without alt text'),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Media' });
export type MediaDto = z.infer<typeof mediaDto>;

export const mediaAltInput = z.strictObject({
  id: idParam,
  alt: z.string({ error: 'Alt text must be text' }).trim().max(500, 'Alt text must be at most 500 characters').optional(),
  decorative: z.boolean({ error: 'decorative must be true or false' }).optional().describe('Mark the image as only decorating (no description needed)'),
});
export type MediaAltInput = z.infer<typeof mediaAltInput>;

/**
 * An image's public address (decision 045): its random key, the start of its content hash, its name.
 * New bytes (a replacement) mean a new address, so a year-long cache of the old one is never wrong.
 */
export const mediaUrl = ({ key, sha256, filename }: { key: string; sha256: string; filename: string }) =>
  `/media/${key}/${sha256.slice(0, MEDIA_HASH_LENGTH)}/${encodeURIComponent(filename)}`;
export const MEDIA_HASH_LENGTH = 16;

export const imageUseDto = z
  .object({
    section: z.string().describe('The admin section, e.g. `team`'),
    label: z.string().describe('What the item is, e.g. "Team member"'),
    id: z.number().int(),
    title: z.string(),
    field: z.string().describe('The form field showing the image, e.g. "Photo"'),
  })
  .meta({ id: 'ImageUse' });
