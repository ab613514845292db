import type { SiteSettings } from '../../modules/settings/settings.schema';
import { notFound, type Loader, type LoaderResult, type RouteParams } from './loader-result';
import type { PageDataSource } from './page-data-source';
import type { PageQuery } from '../../shared/page-query';

/** Everything a page renders from: the brand content every page shows, and its route's own data. */
export type LoadedPage = { settings: SiteSettings; result: LoaderResult<unknown> };

/**
 * Runs the route's loader beside the brand content read; an unknown path is not found. A failed
 * read of either is thrown: the page is then unavailable, never rendered from defaults.
 */
export async function loadPage(loader: Loader<unknown> | undefined, params: RouteParams, query: PageQuery, source: PageDataSource): Promise<LoadedPage> {
  const [settings, result] = await Promise.all([source.settings(), loader ? loader(source, params, query) : notFound]);
  return { settings, result };
}
