import type { EntityManager } from '@mikro-orm/postgresql';
import { mediaKeysIn, type PageMediaImages } from '../../shared/media-images';
import { MediaEntity } from './media.entity';
import { mediaUrl } from './media.schema';

/**
 * The uploaded images a page's data names, as they are now (shared/media-images.ts): one query for
 * the page, whatever its number of images. The data is anything the page renders from, as JSON.
 */
export async function pageMediaImages(em: EntityManager, data: unknown): Promise<PageMediaImages> {
  const keys = mediaKeysIn(JSON.stringify(data));
  if (keys.length === 0) return {};
  const rows = await em.find(MediaEntity, { key: { $in: keys } }, { fields: ['key', 'sha256', 'filename', 'width', 'height', 'alt', 'decorative'] });
  return Object.fromEntries(
    rows.map((media) => [
      media.key,
      { url: mediaUrl(media), width: media.width ?? null, height: media.height ?? null, alt: media.alt, decorative: media.decorative },
    ]),
  );
}
