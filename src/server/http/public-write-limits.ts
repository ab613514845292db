import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicWriteRefusal } from '../trpc/context';
import { declaredProcedures } from '../trpc/procedure-rules';
import { procedureCallsOf } from './procedure-calls';
import { limitState, sendRateLimitHeaders, type LimitState } from './rate-limit-headers';
import { registerRateLimitStore } from './rate-limit-store';

/** Each procedure that declares `publicWrite` in its meta, with its limit per client address. */
export function publicWriteLimits(router: AnyTRPCRouter): Map<string, { limit: number; window: string; restMethod?: string }> {
  const limits = new Map<string, { limit: number; window: string; restMethod?: string }>();
  for (const { name, meta } of declaredProcedures(router).values()) {
    if (meta.publicWrite) limits.set(name, { ...meta.publicWrite, restMethod: meta.openapi?.method });
  }
  return limits;
}

// The verdicts a batch's calls take one by one as they run (trpc.ts, publicWriteRefusals).
const batchVerdicts = new WeakMap<FastifyRequest, Map<string, (PublicWriteRefusal | undefined)[]>>();

/** The refusal for the next call of this request's batch to `procedure`, if that call was over its limit. */
export const takePublicWriteRefusal = (request: FastifyRequest, procedure: string): PublicWriteRefusal | undefined =>
  batchVerdicts.get(request)?.get(procedure)?.shift();

const tooManyMessage = (ttlMs: number) => `Too many submissions from your address. Please try again in ${Math.ceil(ttlMs / 60000)} minutes.`;
const tooMany = (ttlMs: number) => ({ statusCode: 429, success: false, message: tooManyMessage(ttlMs) });

type Options = {
  router: AnyTRPCRouter;
  /** Replaces every declared limit (PUBLIC_WRITE_LIMIT); 0 turns the limits off. */
  max?: number;
  redisUrl?: string;
};

/**
 * Caps the anonymous writes the router declares (contact messages, applications, newsletter
 * sign-ups) per procedure and client address, over REST and tRPC alike, whatever the letter case,
 * slashes or encoding of the address (procedure-calls.ts reads it as the adapters do). Each call in a
 * tRPC batch counts, and a batch answers per call: only the calls over the limit are refused. Counters live in Redis when REDIS_URL is set, so several instances share them; otherwise in memory.
 */
export async function registerPublicWriteLimits(app: FastifyInstance, { router, max, redisUrl }: Options) {
  const limits = publicWriteLimits(router);
  if (max === 0 || limits.size === 0) return;
  const callsOf = procedureCallsOf(router);
  // tRPC mutations always POST; REST uses each write's declared method.
  const methods = new Set(['POST', ...[...limits.values()].flatMap(({ restMethod }) => restMethod ?? [])]);
  await registerRateLimitStore(app, redisUrl);

  const limiters = new Map(
    [...limits].map(([name, { limit, window }]) => [
      name,
      app.createRateLimit({ max: max ?? limit, timeWindow: window, keyGenerator: (request) => `public-write:${name}:${request.ip}` }),
    ]),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (!methods.has(request.method)) return;
    const calls = callsOf(request);
    // A batch's verdicts, in call order per procedure: its calls take them in the order they run.
    const verdicts = new Map<string, (PublicWriteRefusal | undefined)[]>();
    const states: LimitState[] = [];
    for (const call of calls) {
      const check = limiters.get(call.name);
      if (!check) continue;
      const limit = await check(request);
      const over = !limit.isAllowed && limit.isExceeded;
      if (!limit.isAllowed) {
        reply.header('x-ratelimit-limit', limit.max).header('x-ratelimit-remaining', limit.remaining).header('x-ratelimit-reset', limit.ttlInSeconds);
        states.push(limitState(call.name, limit));
      }
      sendRateLimitHeaders(reply, states);
      if (calls.length > 1) {
        const refusal = over ? { message: tooManyMessage(limit.ttl), retryAfterSeconds: limit.ttlInSeconds } : undefined;
        verdicts.set(call.name, [...(verdicts.get(call.name) ?? []), refusal]);
      } else if (over) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw tooMany(limit.ttl);
      }
    }
    if (verdicts.size > 0) batchVerdicts.set(request, verdicts);
  });
}
