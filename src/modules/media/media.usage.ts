import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImageUse, ImageUseSource } from '../../server/lib/image-uses';
import { blogImageUses } from '../blog';
import { teamImageUses } from '../team';
import { mediaUrl } from './media.schema';
import type { Media } from './media.entity';

/** Every module's image fields; a module that gains one adds its declared source here. */
const IMAGE_USE_SOURCES: ImageUseSource[] = [teamImageUses, blogImageUses];

/** Where an uploaded image is shown, by the address forms put in image fields. */
export async function whereUsed(em: EntityManager, media: Media): Promise<ImageUse[]> {
  const url = mediaUrl(media.id, media.filename);
  return (await Promise.all(IMAGE_USE_SOURCES.map((source) => source.find(em, url)))).flat();
}

/** "Team member “Ada” (Photo), Blog post “Launch” (Image)": the places a refused delete names. */
export const describeUses = (uses: ImageUse[]) => uses.map((use) => `${use.label} “${use.title}” (${use.field})`).join(', ');
