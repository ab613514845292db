import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPC_PATH } from '../../shared/api-paths';
import { API_PREFIX } from './rest-api';
import { isUnder, pathnameOf } from './url-paths';

/** Where staff credentials are used: only the origins in CORS_ORIGINS may call these from a browser. */
const STAFF_PREFIXES = [`${API_PREFIX}/admin`, `${API_PREFIX}/auth`, TRPC_PATH];
const isStaffPath = (pathname: string) => STAFF_PREFIXES.some((prefix) => isUnder(pathname, prefix));

const PUBLIC_METHODS = ['GET', 'HEAD'];
const STAFF_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** What a script on another origin may read from our answers besides the CORS-safelisted headers. */
const EXPOSED_HEADERS = 'ETag, Location, Retry-After, RateLimit, RateLimit-Policy, X-Request-Id';
const PREFLIGHT_MAX_AGE_S = 600;

type Policy = { origin: string; methods: readonly string[]; headers: string; varies: boolean };

/**
 * Cross-origin reads for integrators' browser code. Public reads answer any origin (`*`, never with
 * credentials: none are cookies here anyway); staff paths answer only the configured origins; pages,
 * feeds and files get no CORS headers at all. A small hook instead of @fastify/cors because the
 * policy depends on the path: the plugin's per-request delegator marks every answer, pages included,
 * `Vary: Origin` (docs/decisions/016).
 */
export function registerCrossOrigin(app: FastifyInstance, { staffOrigins }: { staffOrigins: readonly string[] }) {
  const policyFor = (request: FastifyRequest, method: string): Policy | null => {
    const origin = request.headers.origin;
    const pathname = pathnameOf(request.url);
    if (!origin || !isUnder(pathname, API_PREFIX)) return null;
    if (isStaffPath(pathname)) {
      const allowed = staffOrigins.includes(origin) && STAFF_METHODS.includes(method);
      return allowed ? { origin, methods: STAFF_METHODS, headers: 'Authorization, Content-Type, Idempotency-Key', varies: true } : null;
    }
    return PUBLIC_METHODS.includes(method) ? { origin: '*', methods: PUBLIC_METHODS, headers: 'Content-Type, If-None-Match', varies: false } : null;
  };

  const allowOrigin = (reply: FastifyReply, policy: Policy) => {
    reply.header('access-control-allow-origin', policy.origin);
    if (policy.varies) reply.header('vary', 'Origin');
  };

  // Before the response cache, so a cached public answer carries the header too.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS') return done();
    const policy = policyFor(request, request.method);
    if (policy) {
      allowOrigin(reply, policy);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    } else if (request.headers.origin && isStaffPath(pathnameOf(request.url))) {
      // The answer differs by origin: a shared cache must not hand one origin's answer to another.
      reply.header('vary', 'Origin');
    }
    done();
  });

  // A preflight names the method and headers the real request will use; refused ones get no CORS headers.
  app.options(`${API_PREFIX}/*`, (request, reply) => {
    const requested = request.headers['access-control-request-method'];
    const policy = typeof requested === 'string' ? policyFor(request, requested.toUpperCase()) : null;
    if (policy) {
      allowOrigin(reply, policy);
      reply.headers({
        'access-control-allow-methods': policy.methods.join(', '),
        'access-control-allow-headers': policy.headers,
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
      });
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
