import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from './rest-api';
import { procedureCallsOf } from './procedure-calls';
import { isUnder, pathnameOf } from './url-paths';

const FEEDS = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml']);
// The pages links in e-mails open (a newsletter confirmation): each does something once and answers one visitor.
const MAIL_LINK_PAGES = '/newsletter';

/**
 * Whether a request reads public content that every visitor sees alike: a GET (or its HEAD,
 * answered from the same entry with the same headers) without a bearer token (the only credential there is) that calls only procedures declaring
 * `cache: 'public'` (over REST or tRPC, a batch included), a feed or a public page.
 * Without a token a protected procedure cannot answer 200, so nothing private can be stored.
 */
export function cacheablePublicReads(router: AnyTRPCRouter): (request: FastifyRequest) => boolean {
  const callsOf = procedureCallsOf(router);
  return (request) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.authorization !== undefined) return false;
    const pathname = pathnameOf(request.url);
    if (isUnder(pathname, API_PREFIX)) {
      const calls = callsOf(request);
      return calls.length > 0 && calls.every(({ type, meta }) => type === 'query' && meta.cache === 'public');
    }
    if (FEEDS.has(pathname)) return true;
    // Pages only: static files and media have an extension and their own caching headers.
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    return !isUnder(pathname, '/admin') && !isUnder(pathname, MAIL_LINK_PAGES) && !lastSegment.includes('.');
  };
}
