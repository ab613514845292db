import type { FastifyInstance } from 'fastify';

/**
 * Every 401 names the scheme that would have worked (RFC 9110 §11.6.1 asks for it): a bearer token,
 * a staff session's or an API key's. Added on the way out, so REST, tRPC and the plain routes all carry it.
 */
export function registerBearerChallenge(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    // tRPC's adapter sends a fetch Response, which carries its own status.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer');
    done(null, payload);
  });
}
