import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { DEFAULT_SETTINGS } from '../modules/settings/settings.defaults';
import type { SiteSettings } from '../modules/settings/settings.schema';
import type { IslandSpec } from './islands/island-registry';
import { renderIslands } from './islands/render-islands';
import { createEmotionCache, EMOTION_KEY } from './lib/emotion-cache';
import { buildHead, renderHeadHtml } from './lib/head';
import type { RenderCollector, SiteInfo } from './lib/site-context';
import { loadPage as runLoaders, type LoadedPage } from './loaders/load-page';
import type { PageDataSource } from './loaders/page-data-source';
import { emptyDataSource } from './loaders/empty-data-source';
import { sampleDataSource } from './loaders/sample-data-source';
import type { PageQuery } from '../shared/page-query';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { UnavailablePage } from './pages/unavailable/unavailable-page';
import { PublicApp } from './public-app';
import { PUBLIC_ROUTES, type PublicRoute } from './routes';
import { rulesUsedBy, styleTags, type EmotionRule } from './styles/emotion-rules';

export type { LoadedPage } from './loaders/load-page';
/** `styles`: the page's own rules, the ones the site's shared stylesheet (`sharedStyleSheet`) does not hold. */
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

/** The page's markup and every emotion rule it uses. */
async function renderTree(path: string, page: ReactNode, settings: SiteSettings, site: Site) {
  const collector: RenderCollector = { meta: {} };
  const emotionCache = createEmotionCache();
  // compat: emotion then leaves styles in the cache for extraction instead of inlining them.
  emotionCache.compat = true;
  const islands: IslandSpec[] = [];
  const context = { emotionCache, siteInfo: site, settings };
  const pageHtml = renderToString(
    <PublicApp {...context} path={path} collector={collector} islands={islands}>
      {page}
    </PublicApp>,
  );
  const html = await renderIslands(pageHtml, islands, context);
  return { html, rules: rulesUsedBy(emotionCache, html), collector, islands };
}

async function renderDocument(path: string, page: ReactNode, settings: SiteSettings, site: Site): Promise<RenderedPage> {
  const [{ html, rules, collector, islands }, shared] = await Promise.all([renderTree(path, page, settings, site), sharedRules()]);
  const styles = styleTags(
    EMOTION_KEY,
    rules.filter((rule) => !shared.ids.has(rule.id)),
  );
  const head = renderHeadHtml(buildHead(collector.meta, settings, site.baseUrl, path));
  // What the islands need: their props, and the site info and brand content they render with.
  const state = serialiseState({ siteInfo: site, settings, islands });
  return { head, styles, html, state };
}

/** A public route's address with the first sample item (`/service/1`, `/blog/post-1`). */
const sampleAddress = (routePath: string) => routePath.replace(/:(\w+)$/, (_, name: string) => (name === 'slug' ? 'post-1' : '1'));

/**
 * What every page shares, from renders that need no database: each public page over a site with no
 * content (its frame, headings, forms and empty states; a detail page's missing-item page), each over
 * a site with three made-up items a list (cards, articles, details), and the not-found page, with the
 * shipped brand content. They depend on the code alone, so every instance running a build serves the
 * same sheet; a rule only real content brings stays in its page (docs/decisions/047).
 */
async function collectSharedRules(): Promise<{ ids: Set<string>; rules: EmotionRule[] }> {
  const site = { baseUrl: '' };
  const pages: [string, ReactNode][] = [['/', <NotFoundPage key="not-found" />]];
  for (const route of PUBLIC_ROUTES) {
    for (const [path, source] of [
      [route.path, emptyDataSource],
      [sampleAddress(route.path), sampleDataSource],
    ] as const) {
      const { result } = await loadPage(path, {}, source);
      pages.push([path, pageFor(route, result)]);
    }
  }
  const byId = new Map<string, EmotionRule>();
  for (const [path, page] of pages) {
    for (const rule of (await renderTree(path, page, DEFAULT_SETTINGS, site)).rules) byId.set(rule.id, rule);
  }
  // Globals first: the layer order and the tokens come before any class.
  const rules = [...byId.values()].sort((a, b) => Number(b.global) - Number(a.global));
  return { ids: new Set(byId.keys()), rules };
}

let shared: ReturnType<typeof collectSharedRules> | undefined;
const sharedRules = () => (shared ??= collectSharedRules());

/** The CSS every public page links instead of inlining (served by the server under its content hash). */
export async function sharedStyleSheet(): Promise<string> {
  return (await sharedRules()).rules.map((rule) => rule.css).join('');
}
