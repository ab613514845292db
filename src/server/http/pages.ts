import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { isDatabaseFault } from '../db/database-faults';
import { DATABASE_FAULT_HEADERS } from './database-fault-headers';
import { pageDataSource } from './page-data-source';
import { skipResponseCache } from './public-response-cache';
import type { DevClient } from './dev-client';
import { THEME_BOOTSTRAP_TAG } from './theme-bootstrap';
import { isUnder, pathnameOf, queryOf } from './url-paths';
import { pageQuery } from '../../shared/page-query';
import { errorEnvelope } from './error-envelope';

// Loaded on the first page request: API-only processes (and tests) never load React.
const loadRenderer = () => import('../../client/entry-server');
type Renderer = Awaited<ReturnType<typeof loadRenderer>>;

type Options = {
  router: AppRouter;
  createContext: (req: FastifyRequest) => Context;
  baseUrl: string;
  /** The built public images' version, part of their resized addresses. */
  imagesVersion: () => Promise<string>;
  /**
   * The built documents, else their sources (complete HTML without a build): index.html for public
   * pages (server-rendered, islands hydrated), admin.html for the dashboard (client-rendered).
   */
  templates: Record<'public' | 'admin', string[]>;
  /** `npm run dev`: the renderer and documents come from Vite, current with every edit. */
  devClient?: DevClient;
};

const fill = (template: string, parts: { head?: string; styles?: string; html?: string; state?: string }) =>
  template
    .replace('<!--theme-bootstrap-->', () => THEME_BOOTSTRAP_TAG)
    .replace('<!--app-head-->', () => parts.head ?? '')
    .replace('<!--app-styles-->', () => parts.styles ?? '')
    .replace('<!--app-html-->', () => parts.html ?? '')
    .replace('<!--app-state-->', () => parts.state ?? '');

/**
 * Every GET that is not an API call or a static file: public pages are rendered on the
 * server (HTTP 404 for unknown paths and ids); /admin pages get the client-rendered shell.
 */
export function registerPages(app: FastifyInstance, { router, createContext, baseUrl, imagesVersion, templates, devClient }: Options) {
  const loaded = new Map<keyof Options['templates'], Promise<string>>();
  const loadTemplate = (kind: keyof Options['templates']) => {
    const file = templates[kind].find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`no ${kind} template in ${templates[kind].join(', ')}`);
    return readFile(file, 'utf8');
  };
  const template = (kind: keyof Options['templates']) => {
    if (devClient) return loadTemplate(kind).then((html) => devClient.transformHtml(kind === 'admin' ? '/admin.html' : '/index.html', html));
    let html = loaded.get(kind);
    if (!html) {
      html = loadTemplate(kind);
      loaded.set(kind, html);
    }
    return html;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/api/') || path.extname(pathname)) {
      return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope(404, 'Not found'));
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (isUnder(pathname, '/admin')) {
      return reply.send(
        fill(await template('admin'), { head: '<title>Admin</title>\n    <meta name="robots" content="noindex, nofollow" data-head="page" />' }),
      );
    }
    const renderer = devClient ? await devClient.load<Renderer>('/entry-server.tsx') : await loadRenderer();
    const site = { baseUrl, imagesVersion: await imagesVersion() };
    // The route's loader decides the answer; only its data is ever rendered with 200 (and cached).
    let loadedPage: Awaited<ReturnType<typeof renderer.loadPage>>;
    try {
      const ctx = createContext(request);
      // Every page shows the brand content (header, footer, head); its data adds the rest as its procedures run.
      ctx.readsContent(['settings']);
      // Only the page's declared query parameters, normalised as its cache key has them (cacheable-requests.ts).
      loadedPage = await renderer.loadPage(pathname, pageQuery(pathname, queryOf(request.url)), pageDataSource(router, ctx));
    } catch (error) {
      skipResponseCache(request);
      if (!isDatabaseFault(error)) throw error;
      request.log.warn({ err: error }, 'page data could not be read');
      const page = await renderer.renderUnavailablePage(pathname, site);
      return reply
        .code(503)
        .headers(DATABASE_FAULT_HEADERS)
        .send(fill(await template('public'), page));
    }
    const { result } = loadedPage;
    if (result.kind !== 'data') skipResponseCache(request);
    if (result.kind === 'redirect') return reply.header('cache-control', 'no-cache').redirect(result.location, 301);
    const page = await renderer.renderPage(pathname, loadedPage, site);
    if (result.kind === 'not-found') reply.code(404).header('cache-control', 'no-store');
    return reply.send(fill(await template('public'), page));
  });
}
