import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isApiKeySecret } from '../../modules/api-keys';
import { bearerToken } from '../trpc/context';
import { limitState, sendRateLimitHeaders } from './rate-limit-headers';
import { registerRateLimitStore } from './rate-limit-store';

export const API_KEY_POLICY = 'api-key';

type Options = { limit: number; windowSeconds: number; redisUrl?: string };

/**
 * Caps the calls each API key makes (API_KEY_RATE_LIMIT per API_KEY_RATE_WINDOW seconds), counted
 * before anything else runs, by the key's hash (the secret never sits in a counter's name). Every
 * answer to a key says where it stands (RateLimit-Policy, RateLimit); over the limit it is 429 with Retry-After.
 */
export async function registerApiKeyLimits(app: FastifyInstance, { limit, windowSeconds, redisUrl }: Options) {
  if (limit === 0) return;
  await registerRateLimitStore(app, redisUrl);
  const check = app.createRateLimit({
    max: limit,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request) =>
      `api-key:${createHash('sha256')
        .update(bearerToken(request.headers) ?? '')
        .digest('hex')}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers);
    if (!token || !isApiKeySecret(token)) return;
    const state = await check(request);
    if (state.isAllowed) return;
    sendRateLimitHeaders(reply, [limitState(API_KEY_POLICY, state)]);
    if (state.isExceeded) {
      reply.header('retry-after', state.ttlInSeconds);
      throw { statusCode: 429, message: `Too many calls with this API key. Please try again in ${state.ttlInSeconds} seconds.` };
    }
  });
}
