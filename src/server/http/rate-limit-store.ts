import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * @fastify/rate-limit, registered once for every limiter (public writes, API keys): counters in Redis
 * under REDIS_URL, so several instances share them, otherwise in memory. Each limiter is made with
 * `app.createRateLimit` and answers its own 429.
 */
export async function registerRateLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (app.hasDecorator('createRateLimit')) return;
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'consultancy-rate-limit:',
    // If Redis is unreachable, keep accepting calls rather than losing submissions.
    skipOnError: true,
  });
}
