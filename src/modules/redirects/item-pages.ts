import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import type { ItemPagePath } from '../../shared/site-pages';

/**
 * A content section's public page per item, declared on its admin section (server/trpc/admin-crud.ts):
 * moving or deleting a live item leaves a redirect, and no redirect may hide a live item's page.
 */
export type ItemPage = {
  /** The page's route; its parameter names the row's property (`/blog/:slug`, `/team/:id`). */
  route: ItemPagePath;
  /** The section's list page, where a deleted item's address leads. */
  list: string;
  /** The property values a row needs to have a page (`{ isPublished: true }`); every row when left out. */
  live?: Record<string, unknown>;
};

type Declared = { entity: EntitySchema<never, never>; page: ItemPage };
const declared: Declared[] = [];

const parts = (route: ItemPagePath) => {
  const at = route.lastIndexOf('/:');
  return { prefix: route.slice(0, at + 1), param: route.slice(at + 2) };
};

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Notes a section's item pages for the check that a redirect hides none (called as its admin router is built). */
export function declareItemPage(entity: EntitySchema<never, never>, page: ItemPage): void {
  declared.push({ entity, page });
}

/** The public address of a row (its values after a write), or null when it has no page. */
export function itemPagePath(page: ItemPage, row: Record<string, unknown>): string | null {
  if (Object.entries(page.live ?? {}).some(([key, value]) => row[key] !== value)) return null;
  const { prefix, param } = parts(page.route);
  const value = row[param];
  return typeof value === 'string' || typeof value === 'number' ? `${prefix}${encodeURIComponent(value)}` : null;
}

/** Whether a path is the page of a live item of a declared section. */
export async function isLiveItemPage(em: EntityManager, path: string): Promise<boolean> {
  for (const { entity, page } of declared) {
    const { prefix, param } = parts(page.route);
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes('/')) continue;
    const raw = decoded(path.slice(prefix.length));
    if (raw === null) continue;
    const value = param === 'id' ? Number(raw) : raw;
    if (param === 'id' && (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)) continue;
    if ((await em.count(entity, { [param]: value, ...page.live } as never)) > 0) return true;
  }
  return false;
}
