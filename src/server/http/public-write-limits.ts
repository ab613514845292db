import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { pathnameOf } from './url-paths';

// The anonymous writes: over REST and over tRPC (where a batch names several procedures).
const REST_WRITES = [/^\/api\/contact\/?$/, /^\/api\/newsletter\/?$/, /^\/api\/careers\/[^/]+\/apply\/?$/];
const TRPC_WRITES = new Set(['contact.send', 'newsletter.subscribe', 'careers.applyToPosition']);

export function isPublicWrite(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'POST') return false;
  const path = pathnameOf(request.url);
  if (REST_WRITES.some((pattern) => pattern.test(path))) return true;
  const trpc = /^\/api\/trpc\/([^/?]+)/.exec(path)?.[1];
  return Boolean(trpc && decodeURIComponent(trpc).split(',').some((name) => TRPC_WRITES.has(name)));
}

export const PUBLIC_WRITE_WINDOW = '10 minutes';

/**
 * Caps contact messages, applications and newsletter sign-ups per client address. Counters
 * live in Redis when REDIS_URL is set, so several instances share them; otherwise in memory.
 */
export async function registerPublicWriteLimits(app: FastifyInstance, { max, redisUrl }: { max: number; redisUrl?: string }) {
  if (max <= 0) return;
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: PUBLIC_WRITE_WINDOW,
    allowList: (request) => !isPublicWrite(request),
    keyGenerator: (request) => `public-write:${request.ip}`,
    redis,
    nameSpace: 'consultancy-rate-limit:',
    // If Redis is unreachable, keep accepting submissions rather than losing them.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many submissions from your address. Please try again in ${Math.ceil(context.ttl / 60000)} minutes.`,
    }),
  });
}
