import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';

/** What public pages and the dashboard shell take from Vite in `npm run dev`. */
export type DevClient = {
  /** A client module as it is on disk now (`/entry-server.tsx`), through Vite's SSR transform. */
  load: <T>(modulePath: string) => Promise<T>;
  /** A document with Vite's client, React Refresh's preamble and source-relative script addresses. */
  transformHtml: (documentPath: string, html: string) => Promise<string>;
  /** Runs on every change Vite sees under the client's sources. */
  onSourceChange: (listener: () => void) => void;
};

// Vite's inline scripts (React Refresh's preamble) carry this nonce; the dev CSP allows it.
const DEV_NONCE = 'vite-dev';

/**
 * `npm run dev`: Vite in middleware mode inside this Fastify server. Its middlewares answer module,
 * HMR and public-file requests before any route; its HMR socket shares the app's port.
 */
export async function registerDevClient(app: FastifyInstance, { projectRoot }: { projectRoot: string }): Promise<DevClient> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    // Node imports the config itself, so `node --watch` restarts the server when it or its plugins change.
    configLoader: 'native',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
    html: { cspNonce: DEV_NONCE },
  });
  app.addHook('onClose', () => vite.close());
  app.addHook('onRequest', (request, reply, done) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' 'nonce-${DEV_NONCE}'`));
    // A request Vite answers never reaches `done`; the rest go on to Fastify's routes.
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // The server-rendered part of a page has no HMR boundary in the browser: an edit to a file that only
  // the server renders reloads the page; a file the browser runs too (an island's) updates in place.
  vite.watcher.on('change', (file) => {
    const rendered = vite.environments.ssr.moduleGraph.getModulesByFile(file);
    const inBrowser = vite.environments.client.moduleGraph.getModulesByFile(file);
    if (rendered?.size && !inBrowser?.size) vite.environments.client.hot.send({ type: 'full-reload' });
  });
  return {
    load: (modulePath) => vite.ssrLoadModule(modulePath) as Promise<never>,
    transformHtml: (documentPath, html) => vite.transformIndexHtml(documentPath, html),
    onSourceChange: (listener) => void vite.watcher.on('change', listener),
  };
}
