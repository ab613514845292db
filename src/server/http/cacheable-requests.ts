import type { FastifyRequest } from 'fastify';
import { isUnder, pathnameOf } from './url-paths';

// Private, live or documentation answers; tRPC paths are matched by procedure instead.
const UNCACHED_API = ['/api/admin', '/api/auth', '/api/health', '/api/docs', '/api/openapi.json'];
const TRPC_PREFIX = '/api/trpc/';
const PRIVATE_PROCEDURE = /(^|,)(admin|auth|health)\./;
const FEEDS = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml']);

/**
 * Whether a request reads public content that every visitor sees alike: a GET without a
 * bearer token (the only credential there is) for a public API read, a feed or a public page.
 * Without a token a protected procedure cannot answer 200, so nothing private can be stored.
 */
export function isCacheablePublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return false;
  const pathname = pathnameOf(request.url);
  if (pathname.startsWith('/api/')) {
    if (pathname.startsWith(TRPC_PREFIX)) return !PRIVATE_PROCEDURE.test(pathname.slice(TRPC_PREFIX.length));
    return !UNCACHED_API.some((prefix) => isUnder(pathname, prefix));
  }
  if (FEEDS.has(pathname)) return true;
  // Pages only: static files and media have an extension and their own caching headers.
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !isUnder(pathname, '/admin') && !lastSegment.includes('.');
}
