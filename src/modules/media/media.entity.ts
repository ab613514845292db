import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** Uploaded images live in PostgreSQL, so every server instance sees them and they survive restarts. */
/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const MEDIA_SEARCHABLE = ['filename'] as const;

export const MediaEntity = defineEntity({
  name: 'Media',
  tableName: 'media',
  indexes: [searchIndex('media', MEDIA_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    filename: p.string().length(200),
    contentType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    // Lazy: listing images never reads their bytes.
    data: p.blob().lazy(true, false),
  }),
});
nameEntity(MediaEntity, 'Image');

export type Media = InferEntity<typeof MediaEntity>;
