import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from './rest-api';
import { procedureCallsOf } from './procedure-calls';
import { hasSearchParameter, pageQuery, pageUrl } from '../../shared/page-query';
import { isUnder, pathnameOf, queryOf } from './url-paths';

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
 * - Feeds are keyed by their path alone, pages by their path and the query parameters the page declares
 *   (shared/page-query.ts), normalised, exactly as its loader is given them (`loadPage(pathname, query, …)`);
 *   its data source calls public procedures only. So no other query parameter (`/?x=1`) nor an
 *   `Authorization` header can change what a page shows, and neither may bypass the cache or add an entry.
 *   A page showing free text (a blog search) is not cached: anyone could otherwise fill the cache with
 *   made-up searches (docs/decisions/032).
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
    if (isUnder(pathname, '/admin') || isUnder(pathname, MAIL_LINK_PAGES) || lastSegment.includes('.')) return undefined;
    const query = pageQuery(pathname, queryOf(request.url));
    return hasSearchParameter(pathname, query) ? undefined : pageUrl(pathname, query);
  };
}
