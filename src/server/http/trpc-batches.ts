import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_CALLS, TRPC_PATH } from '../../shared/api-paths';
import { errorEnvelope } from './error-envelope';
import { pathnameOf } from './url-paths';

export const BATCH_TOO_LARGE_MESSAGE = `A batch may carry at most ${MAX_BATCH_CALLS} calls`;

/**
 * Refuses a tRPC batch of more than MAX_BATCH_CALLS calls with the error envelope, before any of
 * its calls is counted against a limit or its body is read. The names are counted as the adapter
 * reads them: percent-decoded, so `%2C` separates calls too.
 */
export function registerBatchCap(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (!pathname.startsWith(`${TRPC_PATH}/`)) return;
    if (decodedOrRaw(pathname).split(',').length <= MAX_BATCH_CALLS) return;
    return reply.code(400).header('cache-control', 'no-store').send(errorEnvelope(400, BATCH_TOO_LARGE_MESSAGE));
  });
}

function decodedOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
