import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { DEFAULT_SETTINGS } from '../modules/settings/settings.defaults';
import type { SiteSettings } from '../modules/settings/settings.schema';
import type { IslandSpec } from './islands/island-registry';
import { renderIslands } from './islands/render-islands';
import { createEmotionCache } from './lib/emotion-cache';
import { buildHead, renderHeadHtml } from './lib/head';
import type { RenderCollector, SiteInfo } from './lib/site-context';
import { loadPage as runLoaders, type LoadedPage } from './loaders/load-page';
import type { PageDataSource } from './loaders/page-data-source';
import type { PageQuery } from '../shared/page-query';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { UnavailablePage } from './pages/unavailable/unavailable-page';
import { PublicApp } from './public-app';
import { PUBLIC_ROUTES, type PublicRoute } from './routes';

export type { LoadedPage } from './loaders/load-page';
export type RenderedPage = { head: string; styles: string; html: string; state: string };
type Site = SiteInfo;

/** Serialised for a <script type="application/json">: nothing in it can close the tag. */
const serialiseState = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function findRoute(path: string) {
  for (const route of PUBLIC_ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}

/** Runs the loaders of the page at `path` with its declared query parameters; throws when its data cannot be read. */
export function loadPage(path: string, query: PageQuery, source: PageDataSource): Promise<LoadedPage> {
  const match = findRoute(path);
  return runLoaders(match?.route.loader, match?.params ?? {}, query, source);
}

function pageFor(route: PublicRoute | undefined, result: LoadedPage['result']): ReactNode {
  if (route && result.kind === 'data') return <route.component data={result.data} />;
  const Missing = route?.notFound ?? NotFoundPage;
  return <Missing />;
}

/**
 * Renders a loaded public page (its data, or its not-found state) on the server: the React tree,
 * then each island in it, and hands the islands' props over so the browser hydrates them without
 * fetching anything.
 */
export function renderPage(path: string, { settings, result }: LoadedPage, site: Site): Promise<RenderedPage> {
  return renderDocument(path, pageFor(findRoute(path)?.route, result), settings, site);
}

/** The page sent with HTTP 503 when the data could not be read; the brand content is the shipped default then. */
export function renderUnavailablePage(path: string, site: Site): Promise<RenderedPage> {
  return renderDocument(path, <UnavailablePage />, DEFAULT_SETTINGS, site);
}

async function renderDocument(path: string, page: ReactNode, settings: SiteSettings, site: Site): Promise<RenderedPage> {
  const { baseUrl } = site;
  const collector: RenderCollector = { meta: {} };
  const emotionCache = createEmotionCache();
  // compat: emotion then leaves styles in the cache for extraction instead of inlining them.
  emotionCache.compat = true;
  const emotionServer = createEmotionServer(emotionCache);
  const siteInfo = site;

  const islands: IslandSpec[] = [];
  const context = { emotionCache, siteInfo, settings };
  const pageHtml = renderToString(
    <PublicApp {...context} path={path} collector={collector} islands={islands}>
      {page}
    </PublicApp>,
  );
  const html = await renderIslands(pageHtml, islands, context);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const head = renderHeadHtml(buildHead(collector.meta, settings, baseUrl, path));
  // What the islands need: their props, and the site info and brand content they render with.
  const state = serialiseState({ siteInfo, settings, islands });
  return { head, styles, html, state };
}
