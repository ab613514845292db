import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { declaredProcedures } from '../trpc/procedure-rules';
import { procedureCallsOf } from './procedure-calls';

/** Each procedure that declares `publicWrite` in its meta, with its limit per client address. */
export function publicWriteLimits(router: AnyTRPCRouter): Map<string, { limit: number; window: string; restMethod?: string }> {
  const limits = new Map<string, { limit: number; window: string; restMethod?: string }>();
  for (const { name, meta } of declaredProcedures(router).values()) {
    if (meta.publicWrite) limits.set(name, { ...meta.publicWrite, restMethod: meta.openapi?.method });
  }
  return limits;
}

type Options = {
  router: AnyTRPCRouter;
  /** Replaces every declared limit (PUBLIC_WRITE_LIMIT); 0 turns the limits off. */
  max?: number;
  redisUrl?: string;
};

/**
 * Caps the anonymous writes the router declares (contact messages, applications, newsletter
 * sign-ups) per procedure and client address, over REST and tRPC alike; each call in a tRPC batch
 * counts. Counters live in Redis when REDIS_URL is set, so several instances share them; otherwise in memory.
 */
export async function registerPublicWriteLimits(app: FastifyInstance, { router, max, redisUrl }: Options) {
  const limits = publicWriteLimits(router);
  if (max === 0 || limits.size === 0) return;
  const callsOf = procedureCallsOf(router);
  // tRPC mutations always POST; REST uses each write's declared method.
  const methods = new Set(['POST', ...[...limits.values()].flatMap(({ restMethod }) => restMethod ?? [])]);
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  const options = {
    global: false,
    redis,
    nameSpace: 'consultancy-rate-limit:',
    // If Redis is unreachable, keep accepting submissions rather than losing them.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many submissions from your address. Please try again in ${Math.ceil(context.ttl / 60000)} minutes.`,
    }),
  } satisfies RateLimitPluginOptions;
  await app.register(rateLimit, options);

  const limiters = new Map(
    [...limits].map(([name, { limit, window }]) => [
      name,
      app.createRateLimit({ max: max ?? limit, timeWindow: window, keyGenerator: (request) => `public-write:${name}:${request.ip}` }),
    ]),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (!methods.has(request.method)) return;
    for (const call of callsOf(request)) {
      const check = limiters.get(call.name);
      if (!check) continue;
      const limit = await check(request);
      if (limit.isAllowed) continue;
      reply.header('x-ratelimit-limit', limit.max).header('x-ratelimit-remaining', limit.remaining).header('x-ratelimit-reset', limit.ttlInSeconds);
      if (!limit.isExceeded) continue;
      reply.header('retry-after', limit.ttlInSeconds);
      throw options.errorResponseBuilder(request, { statusCode: 429, ban: false, max: limit.max, ttl: limit.ttl, after: `${limit.ttlInSeconds} seconds` });
    }
  });
}
