import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const MEDIA_SEARCHABLE = ['filename', 'alt'] as const;

/** Uploaded images live in PostgreSQL, so every server instance sees them and they survive restarts. */
export const MediaEntity = defineEntity({
  name: 'Media',
  tableName: 'media',
  indexes: [searchIndex('media', MEDIA_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    // The public name of the image (decision 045): random, so nobody can walk the uploads by counting.
    key: p.string().length(20).unique(),
    filename: p.string().length(200),
    contentType: p.string().length(100),
    size: p.integer(),
    // Of the stored (re-encoded) bytes: part of the public address, so new content means a new URL.
    sha256: p.string().length(64),
    // Null only for an image stored before uploads were decoded that sharp could not read.
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    // The image's description, shown wherever content gives none; empty until an editor writes it.
    alt: p.string().length(500).default(''),
    // Only decorates (a texture, a divider): shown with alt="" and placed in content without alt text.
    decorative: p.boolean().default(false),
    // Lazy: listing images never reads their bytes.
    data: p.blob().lazy(true, false),
  }),
});
nameEntity(MediaEntity, 'Image');

export type Media = InferEntity<typeof MediaEntity>;
