import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's own id is kept when it is short and plain, so it can be traced through our log.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's request id (the log's `reqId`): the caller's `x-request-id` when sane, else a new UUID. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
} satisfies FastifyServerOptions;

/** Every answer names its request, cached and error answers included; registered before any hook that may answer. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
