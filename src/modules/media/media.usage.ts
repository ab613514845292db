import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImageUse, ImageUseSource } from '../../server/lib/image-uses';
import { blogImageUses } from '../blog';
import { teamImageUses } from '../team';
import type { Media } from './media.entity';

/** Every module's image fields; a module that gains one adds its declared source here. */
const IMAGE_USE_SOURCES: ImageUseSource[] = [teamImageUses, blogImageUses];

/** Where an uploaded image is shown: image fields holding any version of its address (one from before a replace too). */
export async function whereUsed(em: EntityManager, media: Media): Promise<ImageUse[]> {
  const prefix = `/media/${media.key}/`;
  return (await Promise.all(IMAGE_USE_SOURCES.map((source) => source.find(em, prefix)))).flat();
}

/** "Team member “Ada” (Photo), Blog post “Launch” (Image)": the places a refused delete names. */
export const describeUses = (uses: ImageUse[]) => uses.map((use) => `${use.label} “${use.title}” (${use.field})`).join(', ');
