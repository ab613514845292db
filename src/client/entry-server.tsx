import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { DEFAULT_SETTINGS } from '../modules/settings/settings.defaults';
import { App } from './app';
import { createEmotionCache } from './lib/emotion-cache';
import { buildHead, renderHeadHtml } from './lib/head';
import type { RenderCollector } from './lib/site-context';
import { createTrpcClient } from './lib/trpc';
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
 * Renders a public page on the server: fetches its data through the same procedures the
 * client calls, renders the React tree, and hands the data over so hydration fetches nothing.
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

  const html = renderToString(
    <App
      queryClient={queryClient}
      trpcClient={createTrpcClient(baseUrl)}
      emotionCache={emotionCache}
      siteInfo={siteInfo}
      ssrPath={path}
      collector={collector}
    />,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const settings = settingsResult?.data ?? DEFAULT_SETTINGS;
  const head = renderHeadHtml(buildHead(collector.meta, settings, baseUrl, path));
  // Errors are handed over too (a not-found page stays not-found on hydration); queries the render
  // merely declared (the signed-in user) are left for the browser.
  const state = serialiseState({ siteInfo, dehydrated: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }) });
  return { status: match ? collector.status : 404, head, styles, html, state };
}
