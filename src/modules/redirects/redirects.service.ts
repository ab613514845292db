import type { EntityManager } from '@mikro-orm/postgresql';
import { Refusal } from '../../server/lib/refusal';
import { PUBLIC_PAGES } from '../../shared/site-pages';
import { RedirectEntity, type Redirect } from './redirect.entity';
import { sitePathOf, type RedirectStatus } from './redirect.schema';
import { isLiveItemPage } from './item-pages';

// Addresses the server answers itself (API, dashboard, files, feeds, links in e-mails): a redirect never hides them.
const SERVER_PREFIXES = ['/api', '/admin', '/assets', '/images', '/img', '/media', '/newsletter'];
const SERVER_FILES = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/favicon.svg']);
const STATIC_PAGES = new Set<string>(PUBLIC_PAGES.filter((page) => !page.path.includes(':')).map((page) => page.path));

/** Whether a redirect from this path would hide a page, a live item's page or a server route. */
async function shadowsPage(em: EntityManager, path: string): Promise<boolean> {
  if (STATIC_PAGES.has(path) || SERVER_FILES.has(path) || SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  return isLiveItemPage(em, path);
}

/**
 * Checks a redirect staff asked for and collapses its chains: a target that itself redirects is
 * followed (A→B with B→C stores A→C), and redirects that led to the source now lead to the target.
 * Only queries, then changes left for the caller's flush (one transaction with the redirect itself).
 */
export async function prepareRedirect(
  em: EntityManager,
  values: { fromPath: string; toPath: string },
  existing?: Redirect,
): Promise<{ fromPath: string; toPath: string }> {
  const { fromPath } = values;
  let { toPath } = values;
  if (fromPath !== existing?.fromPath && (await shadowsPage(em, fromPath))) {
    throw new Refusal('REDIRECT_SHADOWS_PAGE', `${fromPath} is a page of this site; a redirect from it would hide that page`, 'fromPath');
  }
  const onward = sitePathOf(toPath) === null ? null : await em.findOne(RedirectEntity, { fromPath: sitePathOf(toPath)!, id: { $ne: existing?.id ?? 0 } });
  if (onward) toPath = onward.toPath;
  if (sitePathOf(toPath) === fromPath) {
    throw new Refusal(
      'REDIRECT_LOOP',
      onward ? `${values.toPath} already leads to ${fromPath}; this redirect would loop` : 'A redirect cannot lead to its own path',
      'toPath',
    );
  }
  const leadingHere = await em.find(RedirectEntity, { toPath: fromPath, id: { $ne: existing?.id ?? 0 } });
  for (const redirect of leadingHere) redirect.toPath = toPath;
  return { fromPath, toPath };
}

/**
 * An item's public page moved (`from` → `to`) or appeared (`to` alone), or a deleted item's page now
 * leads to its section's list: a live page is never hidden by a redirect, and the old address answers
 * 301 to the new one (chains collapsed). Called before the item's own change, whose flush commits both.
 */
export async function followItemPage(em: EntityManager, from: string | null, to: string | null): Promise<void> {
  if (!to || from === to) return;
  // One after another: inside the item's transaction they share one connection, which runs one query at a time.
  const hiding = await em.findOne(RedirectEntity, { fromPath: to });
  const existing = from ? await em.findOne(RedirectEntity, { fromPath: from }) : null;
  const leadingHere = from ? await em.find(RedirectEntity, { toPath: from }) : [];
  if (hiding) em.remove(hiding);
  if (!from) return;
  for (const redirect of leadingHere) {
    if (redirect.fromPath === to) continue;
    redirect.toPath = to;
  }
  if (existing) Object.assign(existing, { toPath: to, status: 301 });
  else em.create(RedirectEntity, { fromPath: from, toPath: to, status: 301 as RedirectStatus });
}

/** Every redirect by its path, as the server answers them. */
export async function redirectTable(em: EntityManager): Promise<Map<string, { id: number; location: string; status: RedirectStatus }>> {
  const rows = await em.find(RedirectEntity, {}, { fields: ['fromPath', 'toPath', 'status'], disableIdentityMap: true });
  return new Map(rows.map((row) => [row.fromPath, { id: row.id, location: row.toPath, status: row.status }]));
}

/** Adds counted visits in one statement; bookkeeping, so it leaves `version` and `updatedAt` alone. */
export async function addRedirectHits(em: EntityManager, hits: ReadonlyMap<number, { count: number; lastAt: Date }>): Promise<void> {
  if (hits.size === 0) return;
  const rows = [...hits].map(([id, { count, lastAt }]) => ({ id, count, last_at: lastAt.toISOString() }));
  await em.getConnection().execute(
    `update redirects r set hit_count = r.hit_count + v.count, last_hit_at = greatest(r.last_hit_at, v.last_at)
       from jsonb_to_recordset(?::jsonb) as v(id int, count int, last_at timestamptz) where r.id = v.id`,
    [JSON.stringify(rows)],
  );
}
