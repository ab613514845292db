import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { isDatabaseFault } from '../db/database-faults';
import { DATABASE_FAULT_HEADERS } from './database-fault-headers';
import { pageDataSource, withDraft } from './page-data-source';
import { openPreview } from '../trpc/previews';
import { linkPage } from './link-page';
import { getSiteSettings } from '../../modules/settings';
import { pageMediaImages } from '../../modules/media';
import type { PageMediaImages } from '../../shared/media-images';
import { refreshesStoredAnswer, skipResponseCache } from './public-response-cache';
import type { DevClient } from './dev-client';
import { THEME_BOOTSTRAP_TAG } from './theme-bootstrap';
import { isUnder, pathnameOf, queryOf } from './url-paths';
import { pageQuery } from '../../shared/page-query';
import { errorEnvelope } from './error-envelope';
import type { RenderQueue } from '../lib/render-queue';
import { registerSharedStyleSheet, sharedStyleSheetOf } from './shared-stylesheet';

// Loaded on the first page request: API-only processes (and tests) never load React.
const loadRenderer = () => import('../../client/entry-server');
type Renderer = Awaited<ReturnType<typeof loadRenderer>>;
type RenderedPage = Awaited<ReturnType<Renderer['renderPage']>>;

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
  /** Bounds the public pages rendered at once (cache hits never get here). */
  renders: RenderQueue;
};

// A queue full of renders drains within a second or two.
const BUSY_HEADERS = { 'cache-control': 'no-store', 'retry-after': '2' };

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
export function registerPages(app: FastifyInstance, { router, createContext, baseUrl, imagesVersion, templates, devClient, renders }: Options) {
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

  const renderer = () => (devClient ? devClient.load<Renderer>('/entry-server.tsx') : loadRenderer());
  registerSharedStyleSheet(app, async () => sharedStyleSheetOf(await renderer()));
  /** A rendered page in the public document: the shared stylesheet's link, then the page's own rules. */
  const publicDocument = async (render: Renderer, page: RenderedPage) => {
    const { linkTag } = await sharedStyleSheetOf(render);
    return fill(await template('public'), { ...page, styles: `${linkTag}${page.styles}` });
  };

  /**
   * `/preview/{token}`, a preview link (decision 042): the public page rendered from a draft by the same
   * loaders and components as the live page, under a bar saying it is not published. It works without
   * signing in, is never cached nor indexed, and ends when the draft is published or discarded.
   */
  const PREVIEW_BAR =
    '<div role="status" style="position:sticky;top:0;z-index:2000;padding:.5rem 1rem;background:#b45309;color:#fff;font:600 0.95rem/1.4 system-ui,sans-serif;text-align:center">Preview — not published</div>';
  app.get('/preview/:token', async (request, reply) => {
    skipResponseCache(request);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer');
    const ctx = createContext(request);
    const preview = await openPreview(ctx, (request.params as { token: string }).token.slice(0, 1000));
    if (preview.kind !== 'found') {
      const { company } = await getSiteSettings(ctx.em);
      const text =
        preview.kind === 'expired'
          ? 'This preview link has expired. Ask for a new one from the dashboard.'
          : preview.kind === 'ended'
            ? 'This draft was published or discarded, so its preview has ended. The published page is on the website.'
            : 'This preview link is not valid: check that it was copied whole.';
      return reply.code(preview.kind === 'invalid' ? 404 : 410).send(linkPage({ companyName: company.name, title: 'Preview unavailable', text }));
    }
    const render = await renderer();
    const loaded = await render.loadPage(preview.path, {}, withDraft(pageDataSource(router, ctx), preview));
    const page = await render.renderPage(preview.path, loaded, {
      baseUrl,
      imagesVersion: await imagesVersion(),
      media: await pageMediaImages(ctx.em, loaded),
    });
    return reply.send(
      await publicDocument(render, {
        ...page,
        head: `${page.head}\n    <meta name="robots" content="noindex, nofollow" />`,
        html: `${PREVIEW_BAR}${page.html}`,
      }),
    );
  });

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
    // Past the renders running and waiting, a miss is refused at once: a flood of uncached pages
    // (blog searches) must not slow every other answer; nothing of it is stored. The refresh of an
    // expired page goes first: its visitors are served the expired copy until it is done.
    // A visitor who gives up while waiting (the connection closes) leaves the queue.
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    const release = await renders.enter({ first: refreshesStoredAnswer(request), signal: gone.signal });
    if (!release) {
      skipResponseCache(request);
      return reply.code(503).type('application/json; charset=utf-8').headers(BUSY_HEADERS).send(errorEnvelope(503));
    }
    try {
      return await renderPublicPage(request, reply, pathname);
    } finally {
      release();
    }
  });

  async function renderPublicPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const render = await renderer();
    const site = { baseUrl, imagesVersion: await imagesVersion() };
    // The route's loader decides the answer; only its data is ever rendered with 200 (and cached).
    let loadedPage: Awaited<ReturnType<Renderer['loadPage']>>;
    let media: PageMediaImages;
    try {
      const ctx = createContext(request);
      // Every page shows the brand content (header, footer, head); its data adds the rest as its procedures run.
      ctx.readsContent(['settings']);
      // Only the page's declared query parameters, normalised as its cache key has them (cacheable-requests.ts).
      loadedPage = await render.loadPage(pathname, pageQuery(pathname, queryOf(request.url)), pageDataSource(router, ctx));
      media = await pageMediaImages(ctx.em, loadedPage);
      // An image's alt text or file can change while the content naming it does not.
      if (Object.keys(media).length > 0) ctx.readsContent(['media']);
    } catch (error) {
      skipResponseCache(request);
      if (!isDatabaseFault(error)) throw error;
      request.log.warn({ err: error }, 'page data could not be read');
      const page = await render.renderUnavailablePage(pathname, site);
      return reply
        .code(503)
        .headers(DATABASE_FAULT_HEADERS)
        .send(await publicDocument(render, page));
    }
    const { result } = loadedPage;
    if (result.kind !== 'data') skipResponseCache(request);
    if (result.kind === 'redirect') return reply.header('cache-control', 'no-cache').redirect(result.location, 301);
    const page = await render.renderPage(pathname, loadedPage, { ...site, media });
    if (result.kind === 'not-found') reply.code(404).header('cache-control', 'no-store');
    return reply.send(await publicDocument(render, page));
  }
}
