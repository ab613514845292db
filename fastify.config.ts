import type { FastifyServerOptions } from 'fastify';

/** Fastify server options shared by the running site and the tests. */
export const fastifyOptions = {
  // Fits the largest documented field, a blog post's 200,000 characters, with room for multi-byte
  // text and JSON escapes; public forms (http/body-limits.ts) and uploads (http/media-routes.ts) set their own.
  // Larger bodies are refused with 413 before they are parsed.
  bodyLimit: 1024 * 1024,
  // A tRPC batch names its calls in one path parameter (`a.b,c.d,…`): room for MAX_BATCH_CALLS long names.
  routerOptions: { maxParamLength: 1024 },
  // Give slow clients a bound, so graceful shutdown is not held open forever.
  requestTimeout: 30_000,
  // A request arriving while the server closes gets our envelope instead (src/server/http/closing-server.ts).
  return503OnClosing: false,
} satisfies FastifyServerOptions;
