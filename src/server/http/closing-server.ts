import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './error-envelope';

// The replacement instance of a rolling restart is up by then.
const RETRY_AFTER_SECONDS = 5;

/**
 * Graceful shutdown, HTTP side. Once `app.close()` starts, requests being handled finish, and their
 * answers close their connection, so a keep-alive client cannot hold the server open after them.
 * A request that still arrives on a connection opened earlier (its headers were still coming, or a
 * keep-alive client sent one more) is answered 503 in the envelope with Retry-After, to be retried
 * elsewhere. This replaces Fastify's `return503OnClosing`, whose bare body is not the envelope.
 * Once no request is being answered, the connections left (a client that sent part of a request and
 * stopped, or went away without closing) are cut: `server.close()` would otherwise wait on each
 * until its request timeout.
 */
export function registerClosingServer(app: FastifyInstance) {
  let closing = false;
  let answering = 0;
  const cutIdleConnections = () => {
    if (closing && answering === 0) app.server.closeAllConnections();
  };
  app.addHook('preClose', async () => {
    closing = true;
    // After Fastify has called server.close() (which follows this hook), so no connection arrives later.
    setImmediate(cutIdleConnections);
  });
  app.addHook('onRequest', async (_request, reply) => {
    answering++;
    // 'close' comes once the answer is sent or the client went away, whichever ends the request.
    reply.raw.once('close', () => {
      answering--;
      cutIdleConnections();
    });
    if (!closing) return;
    return reply
      .code(503)
      .headers({ 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) })
      .send(errorEnvelope(503));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
