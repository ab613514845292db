import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { DEFAULT_SETTINGS } from '../modules/settings/settings.defaults';
import type { IslandSpec } from './islands/island-registry';
import { renderIslands } from './islands/render-islands';
import { createEmotionCache } from './lib/emotion-cache';
import { buildHead, renderHeadHtml } from './lib/head';
import type { RenderCollector } from './lib/site-context';
import { createTrpcClient } from './lib/trpc';
import { PublicApp } from './public-app';
import { PUBLIC_ROUTES, type ServerHelpers } from './routes';

export type RenderedPage = { status: number; head: string; styles: string; html: string; state: string };

/** Serialised for a <script type="application/json">: nothing in it can close the tag. */
const serialiseState = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function findRoute(path: string) {
  for (const route of PUBLIC_ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}

/**
 * Renders a public page on the server: fetches its data through the same procedures the API
 * serves, renders the React tree and then each island in it, and hands the islands' props over
 * so the browser hydrates them without fetching anything.
 */
export async function renderPage(path: string, helpers: ServerHelpers, baseUrl: string, imagesVersion?: string): Promise<RenderedPage> {
  const match = findRoute(path);
  // A settings read that fails still renders the page, with the default brand content.
  const [settingsResult] = await Promise.all([
    helpers.settings.get.fetch().catch(() => null),
    match?.route.prefetch?.(helpers, match.params),
  ]);

  const collector: RenderCollector = { meta: {}, status: 200 };
  const emotionCache = createEmotionCache();
  // compat: emotion then leaves styles in the cache for extraction instead of inlining them.
  emotionCache.compat = true;
  const emotionServer = createEmotionServer(emotionCache);
  const queryClient = helpers.queryClient;
  const siteInfo = { baseUrl, imagesVersion };

  const settings = settingsResult?.data ?? DEFAULT_SETTINGS;
  const islands: IslandSpec[] = [];
  const context = { emotionCache, siteInfo, settings };
  const pageHtml = renderToString(
    <PublicApp {...context} queryClient={queryClient} trpcClient={createTrpcClient(baseUrl)} path={path} collector={collector} islands={islands} />,
  );
  const html = await renderIslands(pageHtml, islands, context);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const head = renderHeadHtml(buildHead(collector.meta, settings, baseUrl, path));
  // What the islands need: their props, and the site info and brand content they render with.
  const state = serialiseState({ siteInfo, settings, islands });
  return { status: match ? collector.status : 404, head, styles, html, state };
}
