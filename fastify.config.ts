import type { FastifyServerOptions } from 'fastify';

/** Fastify server options shared by the running site and the tests. */
export const fastifyOptions = {
  // JSON API bodies are small; larger bodies are refused with 413 before they are parsed.
  bodyLimit: 100 * 1024,
  // Give slow clients a bound, so graceful shutdown is not held open forever.
  requestTimeout: 30_000,
  // A request arriving while the server closes gets our envelope instead (src/server/http/closing-server.ts).
  return503OnClosing: false,
} satisfies FastifyServerOptions;
