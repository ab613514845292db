import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { addRedirectHits, redirectTable } from '../../modules/redirects';
import type { ContentTag } from '../content-tags';
import { pathnameOf } from './url-paths';

// Visits are added to the table in one statement at most this often, off the request path.
const HITS_EVERY_MS = 2000;

type Hits = Map<number, { count: number; lastAt: Date }>;

export type RedirectAnswers = {
  /** Re-reads the table when redirects changed (here or on another instance); `'unknown'` re-reads too. */
  contentChanged: (tags: readonly ContentTag[] | 'unknown') => Promise<void>;
  /** Re-reads the table (after the change feed was down and may have missed an announcement). */
  reload: () => Promise<void>;
};

/**
 * Answers a GET or HEAD for a redirect's path with its 301/302 before the page cache and page rendering,
 * from an in-memory copy of the `redirects` table (re-read when the content feed says `redirects`
 * changed). Visits are counted in memory and added in batches (one statement every HITS_EVERY_MS, one
 * at a time; the rest on close), so no visitor waits for a write. `Cache-Control: no-cache`, as pages.
 */
export async function registerRedirects(app: FastifyInstance, em: EntityManager): Promise<RedirectAnswers> {
  let table = await redirectTable(em.fork());
  let readsStarted = 0;
  const reload = async () => {
    const started = ++readsStarted;
    const read = await redirectTable(em.fork());
    // A slower, older read never replaces a newer one.
    if (started === readsStarted) table = read;
  };

  let hits: Hits = new Map();
  let writing: Promise<void> | undefined;
  const countVisit = (id: number, at: Date, count = 1) => {
    const counted = hits.get(id);
    hits.set(id, { count: (counted?.count ?? 0) + count, lastAt: counted && counted.lastAt > at ? counted.lastAt : at });
  };
  const writeHits = async () => {
    if (writing || hits.size === 0) return;
    const batch = hits;
    hits = new Map();
    writing = addRedirectHits(em.fork(), batch)
      .catch((err: unknown) => {
        app.log.warn({ err }, 'redirect visits not recorded; kept for the next batch');
        for (const [id, { count, lastAt }] of batch) countVisit(id, lastAt, count);
      })
      .finally(() => (writing = undefined));
    await writing;
  };
  const timer = setInterval(() => void writeHits(), HITS_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await writing;
    await writeHits();
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const redirect = table.get(pathnameOf(request.url));
    if (!redirect) return done();
    countVisit(redirect.id, new Date());
    void reply.code(redirect.status).header('location', redirect.location).header('cache-control', 'no-cache').send();
  });

  return {
    reload,
    contentChanged: async (tags) => {
      if (tags === 'unknown' || tags.includes('redirects')) await reload();
    },
  };
}
