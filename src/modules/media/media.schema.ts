import { z } from 'zod';
import { isoDateTime } from '../../shared/fields';

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
    createdAt: isoDateTime,
  })
  .meta({ id: 'Media' });
export type MediaDto = z.infer<typeof mediaDto>;

export const mediaUrl = (id: number, filename: string) => `/media/${id}/${encodeURIComponent(filename)}`;

export const imageUseDto = z
  .object({
    section: z.string().describe('The admin section, e.g. `team`'),
    label: z.string().describe('What the item is, e.g. "Team member"'),
    id: z.number().int(),
    title: z.string(),
    field: z.string().describe('The form field showing the image, e.g. "Photo"'),
  })
  .meta({ id: 'ImageUse' });
