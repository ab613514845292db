import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { retryAfterHeader } from '../lib/retry-later';
import { toErrorEnvelope } from './error-envelope';

export const API_PREFIX = '/api';

type Options = {
  router: AppRouter;
  createContext: (req: FastifyRequest) => Context;
  onServerError: (error: unknown, path: string | undefined) => void;
};

/**
 * The spec's REST surface: every procedure with OpenAPI meta, under /api.
 * Mirrors trpc-to-openapi's Fastify adapter, but owns the response so that every
 * error leaves in the `{success: false, message, errors?}` envelope.
 */
export function registerRestApi(app: FastifyInstance, { router, createContext, onServerError }: Options) {
  const handle = createOpenApiNodeHttpHandler<AppRouter, never, never>({
    router,
    createContext: ({ req }) => createContext(req as unknown as FastifyRequest),
    responseMeta: ({ errors }) => ({ headers: retryAfterHeader(errors) }),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') onServerError(error.cause ?? error, path);
    },
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${API_PREFIX}/*`,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // The handler routes on req.url, which Fastify's request reads from the raw message.
      request.raw.url = request.url.slice(API_PREFIX.length) || '/';
      // A bodiless POST (logout) is still a JSON call; only a body of another type is refused.
      if (request.body === undefined && !request.headers['content-type']) request.headers['content-type'] = 'application/json';
      const req = Object.assign(request, {
        once: request.raw.once.bind(request.raw),
        on: request.raw.on.bind(request.raw),
        off: request.raw.off.bind(request.raw),
        destroy: request.raw.destroy.bind(request.raw),
      });
      const res = {
        get statusCode() {
          return reply.statusCode;
        },
        set statusCode(code: number) {
          reply.code(code);
        },
        setHeader: (key: string, value: string | number | readonly string[]) => void reply.header(key, value),
        getHeader: (key: string) => reply.getHeader(key),
        end: (data?: string) => {
          if (reply.sent) return;
          reply.header('cache-control', 'no-store');
          if (reply.statusCode >= 400) void reply.send(toErrorEnvelope(reply.statusCode, data));
          else void reply.type('application/json; charset=utf-8').send(data);
        },
        once: reply.raw.once.bind(reply.raw),
        on: reply.raw.on.bind(reply.raw),
        off: reply.raw.off.bind(reply.raw),
        emit: reply.raw.emit.bind(reply.raw),
        removeListener: reply.raw.removeListener.bind(reply.raw),
        socket: reply.raw.socket,
        get headersSent() {
          return reply.raw.headersSent;
        },
        get finished() {
          return reply.raw.writableEnded;
        },
      };
      await handle(req as never, res as never);
      return reply;
    },
  });
}
