import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';

/** The integrator's guide (docs/api.md), which the reference's description links to. */
export const INTEGRATING_GUIDE_PATH = '/api/docs/integrating';
const GUIDE_FILE = new URL('../../../docs/api.md', import.meta.url);

/**
 * Serves the OpenAPI document at /api/openapi.json, an interactive reference at /api/docs and the
 * "Integrating" guide beside it, as the Markdown it is written in, shown as text (read once at start-up).
 */
export async function registerApiDocs(app: FastifyInstance, document: OpenAPIObject) {
  const guide = await readFile(GUIDE_FILE, 'utf8');
  app.get(INTEGRATING_GUIDE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(guide),
  );
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document;
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true },
    staticCSP: true,
    // Its policy upgrades requests to https (breaking plain-http deployments) and lists style hashes,
    // which disable the inline styles Swagger UI sets at run time; scripts keep their hashes.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
  });
}
