import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';
import type { RedirectStatus } from './redirect.schema';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const REDIRECT_SEARCHABLE = ['fromPath', 'toPath'] as const;

/**
 * An old address that leads elsewhere: `fromPath` (a path on this site, matched exactly) answers
 * `status` with `Location: toPath` (a path here or an https URL). Stored collapsed: no `toPath` is
 * another redirect's `fromPath`. Hits are added in batches by the server (server/http/redirects.ts).
 */
export const RedirectEntity = defineEntity({
  name: 'Redirect',
  tableName: 'redirects',
  // Collapsing a chain finds the redirects leading to a path.
  indexes: [{ name: 'redirects_to_path_idx', properties: ['toPath'] }, searchIndex('redirects', REDIRECT_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    fromPath: p.string().length(2048).unique(),
    toPath: p.string().length(2048),
    status: p.smallint().$type<RedirectStatus>(),
    hitCount: p.integer().default(0),
    lastHitAt: p.datetime().nullable(),
  }),
});
nameEntity(RedirectEntity, 'Redirect');

export type Redirect = InferEntity<typeof RedirectEntity>;
