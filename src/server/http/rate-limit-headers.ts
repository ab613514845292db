import type { FastifyReply } from 'fastify';

/** Where one limit stands for this request: its name, quota and window, and what is left. */
export type LimitState = { policy: string; quota: number; windowSeconds: number; remaining: number; resetSeconds: number };

/**
 * The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy` names each
 * quota the request counted against (`"contact";q=20;w=600`) and `RateLimit` what is left of it
 * (`"contact";r=19;t=540`: 19 more calls, the window resets in 540 s). A 429 adds `Retry-After`.
 */
export function sendRateLimitHeaders(reply: FastifyReply, states: readonly LimitState[]) {
  if (states.length === 0) return;
  reply.header('ratelimit-policy', states.map((s) => `"${s.policy}";q=${s.quota};w=${s.windowSeconds}`).join(', '));
  reply.header('ratelimit', states.map((s) => `"${s.policy}";r=${s.remaining};t=${s.resetSeconds}`).join(', '));
}

/** A limiter's answer (@fastify/rate-limit's createRateLimit) as a LimitState. */
export const limitState = (policy: string, limit: { max?: number; timeWindow?: number; remaining?: number; ttlInSeconds?: number }): LimitState => ({
  policy,
  quota: limit.max ?? 0,
  windowSeconds: Math.round((limit.timeWindow ?? 0) / 1000),
  remaining: limit.remaining ?? 0,
  resetSeconds: limit.ttlInSeconds ?? 0,
});
