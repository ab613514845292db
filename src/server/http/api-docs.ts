import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';

/** Serves the OpenAPI document at /api/openapi.json and an interactive reference at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, document: OpenAPIObject) {
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
