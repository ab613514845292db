import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTag } from '../content-tags';
import { buildCachedResponse, type CachedResponse, type Fill, type Representation, type ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyRequest {
    responseCacheFill?: Fill | null;
  }
}

/** Notes the public content a cacheable answer shows (procedures do it through their context). */
export function dependsOnContent(request: FastifyRequest, tags: readonly ContentTag[]): void {
  request.responseCacheFill?.dependsOn(tags);
}

/** Accepted encodings by preference; `q=0` refuses one. */
function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name === 'br' || name === '*') accepted.br ||= !refused;
    if (name === 'gzip' || name === '*') accepted.gzip ||= !refused;
  }
  return accepted;
}

function representationFor(entry: CachedResponse, acceptEncoding: string | undefined): Representation {
  if (!entry.br && !entry.gzip) return entry.identity;
  const accepted = acceptedEncodings(acceptEncoding);
  return (accepted.br && entry.br) || (accepted.gzip && entry.gzip) || entry.identity;
}

/**
 * If-None-Match uses the weak comparison: any tag of this content matches, whatever its encoding or
 * compression level (a client may hold the tag of the first, fast-compressed bytes).
 */
function isNotModified(ifNoneMatch: string | undefined, entry: CachedResponse): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === entry.identity.etag || trimmed.startsWith(`"${entry.hash}-`);
  });
}

/** Sets a stored answer's headers for this request; null when it answers 304 (the client's copy is current). */
export function prepareReply(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): Buffer | null {
  const representation = representationFor(entry, request.headers['accept-encoding']);
  reply.header('etag', representation.etag).header('cache-control', entry.cacheControl).header('vary', 'Accept-Encoding');
  if (isNotModified(request.headers['if-none-match'], entry)) {
    reply.code(304);
    return null;
  }
  reply.type(entry.contentType);
  if (representation.encoding) reply.header('content-encoding', representation.encoding);
  return representation.body;
}

/** The answer's bytes; tRPC's adapter sends a fetch Response, whose status and headers move onto the reply. */
async function payloadBytes(reply: FastifyReply, payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (!(payload instanceof Response)) return null;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return Buffer.from(await payload.arrayBuffer());
}

/** Answers with a max-age keep it (robots.txt); every other public read is revalidated on each use. */
const cacheControlFor = (header: unknown) => (typeof header === 'string' && header.includes('max-age') ? header : 'no-cache');

/** Whether this request renders the successor of an expired answer: its render should not wait behind others. */
export const refreshesStoredAnswer = (request: FastifyRequest) => request.responseCacheFill?.refreshes === true;

/** This answer is not the data it was asked for (a fault, a missing item): nothing of it is stored. */
export function skipResponseCache(request: FastifyRequest): void {
  request.responseCacheFill?.settle(undefined);
  request.responseCacheFill = null;
}

/**
 * Answers public reads from the cache before routing; on a miss the request runs as usual and
 * its 200 answer is stored on the way out. Registered after the security headers (so hits carry
 * them) and before compression (so stored entries are never compressed twice).
 */
export function registerPublicResponseCache(
  app: FastifyInstance,
  cache: ResponseCache,
  { ttlMs, cacheKeyOf }: { ttlMs: number; cacheKeyOf: (request: FastifyRequest) => string | undefined },
) {
  // Callback-style hooks where most requests pass straight through: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    const key = cacheKeyOf(request);
    if (key === undefined) return done();
    const entry = cache.get(key);
    if (entry) return void reply.send(prepareReply(request, reply, entry) ?? undefined);
    const running = cache.pending(key);
    if (!running) {
      request.responseCacheFill = cache.beginFill(key);
      return done();
    }
    const stale = cache.stale(key);
    if (stale) return void reply.send(prepareReply(request, reply, stale) ?? undefined);
    running.then((filled) => (filled ? void reply.send(prepareReply(request, reply, filled) ?? undefined) : done()), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = request.responseCacheFill;
    if (!fill) return done(null, payload);
    request.responseCacheFill = null;
    storeAnswer(request, reply, payload, fill, ttlMs).then((body) => done(null, body), done);
  });

  // A fill that never reached onSend (an aborted request) must still release its waiters.
  app.addHook('onResponse', (request, _reply, done) => {
    request.responseCacheFill?.settle(undefined);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.responseCacheFill?.settle(undefined);
    done();
  });
}

/** Stores a 200 answer and sends the representation this client asked for; anything else passes through. */
async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, fill: Fill, ttlMs: number) {
  const body = await payloadBytes(reply, payload);
  const contentType = reply.getHeader('content-type');
  if (reply.statusCode !== 200 || !body || typeof contentType !== 'string') {
    fill.settle(undefined);
    return body ?? payload;
  }
  // Compressed quickly for this answer; the cache upgrades what it keeps in the background.
  const entry = await buildCachedResponse(body, contentType, cacheControlFor(reply.getHeader('cache-control')), ttlMs, 'fast');
  fill.settle(entry);
  return prepareReply(request, reply, entry) ?? '';
}
