import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { THEME_BOOTSTRAP_CSP_SOURCE } from './theme-bootstrap';
import { isUnder, pathnameOf } from './url-paths';

/** HSTS for a year, subdomains included; only sent when the site is served over https (config `hsts`). */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * The CSP allows only our own scripts (files, and the theme bootstrap by its hash); styles may be inline because Chakra (emotion) injects
 * them at run time; images may come from any https address because staff can point image fields
 * at external URLs. Framing is allowed from our own origin only, which the admin's responsive
 * preview needs. Cross-Origin-Opener-Policy is set on the staff documents only (see below).
 */
const helmetOptions = (hsts: boolean): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_BOOTSTRAP_CSP_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'sameorigin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  // Shared social images and uploaded media may be embedded by other sites.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  strictTransportSecurity: hsts ? HSTS : false,
});

const NOT_FROM_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** What helmet sends with these options, asked once per app: without nonces the headers never vary. */
export async function securityHeaders({ hsts }: { hsts: boolean }): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(hsts));
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).filter((entry): entry is [string, string] => !NOT_FROM_HELMET.has(entry[0]) && typeof entry[1] === 'string'),
  );
}

/**
 * The documents where staff hold a session (the dashboard, and the API reference where a token is
 * typed) are isolated from any window that opened them. Public pages are not: they hold nothing a
 * cross-origin opener could reach, and the isolation makes the browser start a new renderer process
 * for every visit from another site: 125-340 ms more main-thread work under Lighthouse's 4x
 * slow-down (docs/decisions/007-opener-isolation-on-staff-documents.md).
 */
const ISOLATED_DOCUMENTS = ['/admin', '/api/docs'];
const isIsolatedDocument = (url: string) => ISOLATED_DOCUMENTS.some((prefix) => isUnder(pathnameOf(url), prefix));

/**
 * Security headers on every answer, cached ones included. @fastify/helmet rebuilds its middleware
 * on each request (about 0.1 ms, as much as a whole cached answer), so its headers are set here
 * from one precomputed set instead.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isIsolatedDocument(request.url)) reply.header('cross-origin-opener-policy', 'same-origin');
    done();
  });
}
