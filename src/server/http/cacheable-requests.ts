import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from './rest-api';
import { procedureCallsOf } from './procedure-calls';
import { isUnder, pathnameOf } from './url-paths';

const FEEDS = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml']);
// The pages links in e-mails open (a newsletter confirmation): each does something once and answers one visitor.
const MAIL_LINK_PAGES = '/newsletter';

/**
 * The response cache's key for a request that reads public content every visitor sees alike, or
 * undefined when it must not be cached. A GET (or its HEAD, answered from the same entry with the same
 * headers) that calls only procedures declaring `cache: 'public'` (over REST or tRPC, a batch included),
 * a feed or a public page.
 *
 * - API reads are keyed by their full URL (the query is their input) and never cached with a bearer token
 *   (the only credential there is): without one a protected procedure cannot answer 200.
 * - Pages and feeds are keyed by their path alone: a route's loader is given only the path
 *   (`loadPage(pathname, …)`) and its data source calls public procedures only, so neither a query string
 *   (`/?x=1`) nor an `Authorization` header can change what they show, and neither may bypass the cache.
 */
export function publicCacheKeys(router: AnyTRPCRouter): (request: FastifyRequest) => string | undefined {
  const callsOf = procedureCallsOf(router);
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const pathname = pathnameOf(request.url);
    if (isUnder(pathname, API_PREFIX)) {
      if (request.headers.authorization !== undefined) return undefined;
      const calls = callsOf(request);
      return calls.length > 0 && calls.every(({ type, meta }) => type === 'query' && meta.cache === 'public') ? request.url : undefined;
    }
    if (FEEDS.has(pathname)) return pathname;
    // Pages only: static files and media have an extension and their own caching headers.
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    return isUnder(pathname, '/admin') || isUnder(pathname, MAIL_LINK_PAGES) || lastSegment.includes('.') ? undefined : pathname;
  };
}
