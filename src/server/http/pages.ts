import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import type { DevClient } from './dev-client';
import { THEME_BOOTSTRAP_TAG } from './theme-bootstrap';
import { isUnder, pathnameOf } from './url-paths';

// Loaded on the first page request: API-only processes (and tests) never load React.
const loadRenderer = () => import('../../client/entry-server');
const loadQueryClient = () => import('../../client/lib/trpc');
type Renderer = Awaited<ReturnType<typeof loadRenderer>>;
type QueryClientModule = Awaited<ReturnType<typeof loadQueryClient>>;

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
      return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: 'Not found' });
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (isUnder(pathname, '/admin')) {
      return reply.send(fill(await template('admin'), { head: '<title>Admin</title>\n    <meta name="robots" content="noindex, nofollow" data-head="page" />' }));
    }
    const [{ renderPage }, { createQueryClient }] = await Promise.all(
      devClient
        ? [devClient.load<Renderer>('/entry-server.tsx'), devClient.load<QueryClientModule>('/lib/trpc.ts')]
        : [loadRenderer(), loadQueryClient()],
    );
    // The client's query defaults, so a failed prefetch renders as the same error state on both sides.
    const helpers = createServerSideHelpers({ router, ctx: createContext(request), queryClient: createQueryClient() });
    const page = await renderPage(pathname, helpers, baseUrl, await imagesVersion());
    if (page.status !== 200) reply.header('cache-control', 'no-store');
    return reply.code(page.status).send(fill(await template('public'), page));
  });
}
