import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildCachedResponse, type CachedResponse } from './response-cache';
import { prepareReply } from './public-response-cache';
import { errorEnvelope } from './error-envelope';
import { SHARED_STYLESHEET_ATTRIBUTE } from '../../shared/shared-stylesheet';

/** What the page renderer (client/entry-server.tsx) offers: the CSS every public page shares. */
type StyleSheetSource = { sharedStyleSheet: () => Promise<string> };

export type SharedStyleSheet = { href: string; linkTag: string; answer: CachedResponse };

const PREFIX = '/styles/site-';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const built = new WeakMap<StyleSheetSource, Promise<SharedStyleSheet>>();

async function build(source: StyleSheetSource): Promise<SharedStyleSheet> {
  const body = Buffer.from(await source.sharedStyleSheet());
  // The address names the content: a release that changes the CSS changes it, so it can be cached for good.
  const href = `${PREFIX}${createHash('sha256').update(body).digest('base64url').slice(0, 16)}.css`;
  const answer = await buildCachedResponse(body, 'text/css; charset=utf-8', IMMUTABLE, Number.POSITIVE_INFINITY);
  return { href, linkTag: `<link rel="stylesheet" href="${href}" ${SHARED_STYLESHEET_ATTRIBUTE} />`, answer };
}

/** The shared stylesheet of a renderer, hashed and compressed once (per module: `npm run dev` loads a new one on edits). */
export function sharedStyleSheetOf(source: StyleSheetSource): Promise<SharedStyleSheet> {
  let sheet = built.get(source);
  if (!sheet) {
    sheet = build(source);
    built.set(source, sheet);
  }
  return sheet;
}

/**
 * `GET /styles/site-{hash}.css`: the stylesheet every public page links, answered from memory in the
 * encoding the browser accepts. Only the current hash exists; any other is 404 (never an old or new
 * sheet under a name that promises other bytes).
 */
export function registerSharedStyleSheet(app: FastifyInstance, current: () => Promise<SharedStyleSheet>) {
  app.get(`${PREFIX}:hash`, async (request, reply) => {
    const sheet = await current();
    if (request.url.split('?')[0] !== sheet.href) return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope(404, 'Not found'));
    return reply.send(prepareReply(request, reply, sheet.answer) ?? undefined);
  });
}
