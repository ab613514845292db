import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client (dist/client) and the public/ folder; any other GET that is not
 * an API call gets the app shell, whose router shows the page or the not-found page.
 */
export async function registerStaticClient(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built client in ${clientDir}: run "npm run build"`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders: (res, filePath) => {
      // Vite puts a content hash in every asset name, so they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  let shell: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    shell ??= existsSync(indexFile) ? await readFile(indexFile, 'utf8') : undefined;
    if (!shell) return reply.code(503).type('text/plain').send('The client has not been built: run "npm run build".');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
  });
}
