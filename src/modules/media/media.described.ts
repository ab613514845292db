import type { EntityManager } from '@mikro-orm/postgresql';
import { Refusal } from '../../server/lib/refusal';
import { mediaKeyOf } from '../../shared/media-images';
import { MediaEntity } from './media.entity';

/** An image field a write puts an address into: the field, its label in the form, the address. */
export type PlacedImage = { field: string; label: string; url: unknown };

/**
 * An uploaded image goes into public content described (decision 050): with alt text, or marked as
 * decorative in the Media Library. Refused with 400 naming the field otherwise. Callers pass only the
 * fields whose address changes, so content placed before the rule keeps saving; addresses that are not
 * uploads (the site's own art, another site) have no library entry and pass.
 */
export async function requireDescribedImages(em: EntityManager, placed: PlacedImage[]) {
  const uploads = placed.flatMap((image) => {
    const key = typeof image.url === 'string' ? mediaKeyOf(image.url) : null;
    return key ? [{ ...image, key }] : [];
  });
  if (uploads.length === 0) return;
  const rows = await em.find(MediaEntity, { key: { $in: uploads.map((image) => image.key) } }, { fields: ['key', 'filename', 'alt', 'decorative'] });
  const undescribed = new Map(rows.filter((media) => !media.alt.trim() && !media.decorative).map((media) => [media.key, media.filename]));
  const refused = uploads.find((image) => undescribed.has(image.key));
  if (!refused) return;
  throw new Refusal(
    'VALIDATION_FAILED',
    `${refused.label}: the image “${undescribed.get(refused.key)}” has no alt text. Describe it in the Media Library, or mark it as decorative, before placing it`,
    refused.field,
  );
}
