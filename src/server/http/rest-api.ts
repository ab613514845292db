import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forEachOpenApiProcedure, getPathRegExp, normalizePath } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { errorDetails } from '../trpc/error-details';
import { Refusal } from '../lib/refusal';
import { retryAfterHeader } from '../lib/retry-later';
import { errorEnvelope } from './error-envelope';
import { restInput } from './rest-input';
import { callOnce, idempotencyKeyOf } from './idempotent-calls';
import type { ProcedureRules } from '../trpc/procedure-rules';
import { versionEntityTag, withIfMatchVersion } from './version-tags';
import fastifyMultipart from '@fastify/multipart';
import { MultipartRefusal, readMultipartInput, type MultipartInput } from './multipart-input';

export const API_PREFIX = '/api';

type Options = {
  router: AppRouter;
  createContext: (req: FastifyRequest) => Context;
  onServerError: (error: unknown, path: string | undefined) => void;
};

type RestRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  procedure: string;
  input: z.core.$ZodType | undefined;
  acceptsIdempotencyKey: boolean;
  versionTag: ProcedureRules['versionTag'];
  acceptsFile: ProcedureRules['acceptsFile'];
  creates: ProcedureRules['creates'];
};

/** Every procedure with OpenAPI meta, as method + path pattern, read once at start-up. */
function restRoutes(router: AppRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  forEachOpenApiProcedure(router._def.procedures, ({ path, procedure, meta }) => {
    const { inputs } = procedure._def as unknown as { inputs: z.core.$ZodType[] };
    const { openapi } = meta;
    // Public writes are the calls a client retries over a bad network without being able to look first.
    const acceptsIdempotencyKey = (meta as ProcedureRules).publicWrite !== undefined;
    const { versionTag, acceptsFile, creates } = meta as ProcedureRules;
    const address = normalizePath(openapi.path);
    routes.push({
      method: openapi.method,
      path: address,
      pattern: getPathRegExp(address),
      procedure: path,
      input: inputs[0],
      acceptsIdempotencyKey,
      versionTag,
      acceptsFile,
      creates,
    });
  });
  // A fixed segment wins over a parameter (`PUT /admin/services/order` before `PUT /admin/services/{id}`).
  const parameters = (route: RestRoute) => route.path.split('{').length;
  return routes.sort((a, b) => parameters(a) - parameters(b));
}

/** A create answers 201 with the new resource's address (RFC 9110 §15.3.2); its body is the procedure's as ever. */
function createdAt(reply: FastifyReply, address: string, data: unknown) {
  const id = (data as { data?: { id?: unknown } }).data?.id;
  if (typeof id !== 'number') return;
  reply.code(201).header('location', `${API_PREFIX}${address.replace('{id}', String(id))}`);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const isMultipart = (contentType: string | undefined) => contentType?.toLowerCase().startsWith('multipart/form-data') ?? false;

/** `/careers/{id}/apply` as a Fastify route path. */
const fastifyPath = (path: string) => `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * The spec's REST surface: every procedure with OpenAPI meta, under /api. Routing comes from
 * trpc-to-openapi's meta, but the input is built here: its handler coerces by switching on
 * `z.coerce` inside the shared schemas, which would make the tRPC path coerce too
 * (docs/decisions/008). Every error leaves as `{success: false, message, code, errors?}`.
 */
export function registerRestApi(app: FastifyInstance, { router, createContext, onServerError }: Options) {
  const routes = restRoutes(router);
  const caller = router.createCaller;

  const sendError = (reply: FastifyReply, error: TRPCError) => {
    const status = getHTTPStatusCodeFromError(error);
    const { message, errors, code, currentVersion } = errorDetails(error);
    const body = errorEnvelope(status, message, errors, error.cause instanceof Refusal ? code : undefined);
    return reply
      .code(status)
      .headers({ 'cache-control': 'no-store', ...retryAfterHeader([error]) })
      .send(currentVersion === undefined ? body : { ...body, currentVersion });
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = normalizePath(new URL(request.url, 'http://localhost').pathname.slice(API_PREFIX.length));
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const matching = routes.filter((route) => route.pattern.test(path));
    const route = matching.find((candidate) => candidate.method === method);
    if (!route) {
      if (matching.length > 0) reply.header('allow', [...new Set(matching.map((candidate) => candidate.method))].join(', '));
      return sendError(
        reply,
        new TRPCError({
          code: matching.length > 0 ? 'METHOD_NOT_SUPPORTED' : 'NOT_FOUND',
          message: matching.length > 0 ? 'Method not allowed' : 'Not found',
        }),
      );
    }
    const hasBody = BODY_METHODS.has(method);
    // A bodiless POST (logout) is still a JSON call; only a body of another type is refused.
    const contentType = request.headers['content-type'];
    const multipart = route.acceptsFile && isMultipart(contentType);
    if (hasBody && (request.body !== undefined || isMultipart(contentType)) && !multipart && !contentType?.startsWith('application/json')) {
      return sendError(reply, new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be JSON (Content-Type: application/json)' }));
    }
    let sent: MultipartInput | undefined;
    try {
      if (route.acceptsFile && multipart) sent = await readMultipartInput(request, route.acceptsFile);
    } catch (cause) {
      const status = (cause as { statusCode?: number }).statusCode;
      if (!(cause instanceof MultipartRefusal) && status !== 413 && status !== 406 && status !== 400) throw cause;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return sendError(reply, new TRPCError({ code, message: cause instanceof Error ? cause.message : 'Unreadable multipart body' }));
    }
    try {
      const built = restInput(route.input, {
        body: sent ? sent.body : request.body,
        query: request.query as Record<string, unknown>,
        pathParams: route.pattern.exec(path)?.groups ?? {},
        hasBody,
      });
      const input = route.versionTag === 'if-match' ? withIfMatchVersion(built, request.headers['if-match']) : built;
      const ctx = createContext(request);
      if (sent?.file) ctx.attachedFile = sent.file;
      const procedures = caller(ctx) as unknown as Record<string, unknown>;
      const call = route.procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], procedures) as (
        input: unknown,
      ) => Promise<unknown>;
      const key = route.acceptsIdempotencyKey ? idempotencyKeyOf(request) : undefined;
      const data = key ? await callOnce(ctx.em, { procedure: route.procedure, key, input }, () => call(input), reply) : await call(input);
      if (route.versionTag === 'etag') {
        const version = (data as { data?: { version?: unknown } }).data?.version;
        if (typeof version === 'number') reply.header('etag', versionEntityTag(version));
      }
      if (route.creates) createdAt(reply, route.creates, data);
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(data));
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      if (error.code === 'INTERNAL_SERVER_ERROR') onServerError(error.cause ?? error, route.procedure);
      return sendError(reply, error);
    }
  };

  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: `${API_PREFIX}/*`, handler });
  // A write that takes a file has its own route, the one place that reads multipart bodies (JSON still works there).
  const withFiles = routes.filter((route) => route.acceptsFile);
  if (withFiles.length === 0) return;
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    for (const route of withFiles) scope.route({ method: route.method as 'POST', url: fastifyPath(route.path), handler });
  });
}
