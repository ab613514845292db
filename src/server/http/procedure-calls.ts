import type { FastifyRequest } from 'fastify';
import { forEachOpenApiProcedure, getPathRegExp, normalizePath } from 'trpc-to-openapi';
import type { AnyTRPCRouter } from '@trpc/server';
import { declaredProcedures, type DeclaredProcedure } from '../trpc/procedure-rules';
import { TRPC_PATH } from '../../shared/api-paths';
import { API_PREFIX } from './rest-api';
import { pathnameOf } from './url-paths';

const KNOWN_ADDRESSES = 2000;
const KNOWN_ADDRESS_LENGTH = 200;

/** Which procedures a request runs: none, one (REST or tRPC), or each call of a tRPC batch. */
export type ProcedureCalls = (request: Pick<FastifyRequest, 'method' | 'url'>) => DeclaredProcedure[];

/**
 * Reads the router once and answers, for any request, the procedures it will call, by the
 * adapters' own rules: tRPC by the names in the path (`a.b,c.d` for a batch), REST by method
 * and path as trpc-to-openapi matches them (case-insensitive, first declared wins).
 */
export function procedureCallsOf(router: AnyTRPCRouter): ProcedureCalls {
  const declared = declaredProcedures(router);
  const rest = new Map<string, { pattern: RegExp; procedure: DeclaredProcedure }[]>();
  forEachOpenApiProcedure(router._def.procedures, ({ path: name, meta: { openapi } }) => {
    const procedure = declared.get(name);
    if (!procedure) return;
    const routes = rest.get(openapi.method) ?? [];
    routes.push({ pattern: getPathRegExp(normalizePath(openapi.path)), procedure });
    rest.set(openapi.method, routes);
  });

  const resolve = (method: string, pathname: string): DeclaredProcedure[] => {
    if (pathname.startsWith(`${TRPC_PATH}/`)) {
      const names = safeDecode(pathname.slice(TRPC_PATH.length + 1));
      return names === null ? [] : names.split(',').flatMap((name) => declared.get(name) ?? []);
    }
    if (!pathname.startsWith(`${API_PREFIX}/`)) return [];
    // HEAD runs the GET procedure (the adapter answers it with GET's status and headers).
    const routes = rest.get(method === 'HEAD' ? 'GET' : method);
    if (!routes) return [];
    // Exactly as the adapter reads it: through URL, which resolves dot segments.
    const path = normalizePath(new URL(`http://127.0.0.1${pathname.slice(API_PREFIX.length)}`).pathname);
    const route = routes.find(({ pattern }) => pattern.test(path));
    return route ? [route.procedure] : [];
  };

  // Public reads ask on every request: remember the answers for the (short) addresses seen, within a bound.
  const known = new Map<string, DeclaredProcedure[]>();
  return ({ method, url }) => {
    const pathname = pathnameOf(url);
    const key = `${method} ${pathname}`;
    const remembered = known.get(key);
    if (remembered) return remembered;
    const calls = resolve(method, pathname);
    if (known.size >= KNOWN_ADDRESSES) known.clear();
    if (pathname.length <= KNOWN_ADDRESS_LENGTH) known.set(key, calls);
    return calls;
  };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
