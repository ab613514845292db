import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built client (dist/client, which includes public/), with the brotli and gzip
 * files written at build time (scripts/vite-precompress.ts) when the browser accepts them.
 */
export async function registerStaticClient(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  if (!existsSync(clientDir)) {
    app.log.warn(`no built client in ${clientDir}: pages are rendered, but scripts and images need "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite puts a content hash in every asset name, so they never change; logos and images
      // keep their names across releases, so browsers recheck them hourly.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
