import { TRPCError } from '@trpc/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { claimIdempotencyKey, recordIdempotentAnswer, releaseIdempotencyKey, requestFingerprint } from '../../modules/idempotency';

/** Visible ASCII, as a UUID or any client's own scheme; the IETF draft's quoted form is accepted too. */
const KEY = /^"?([\x21\x23-\x7e]{1,255})"?$/;

/** The request's `Idempotency-Key`, if it sent one; a malformed one is a 400, never silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = typeof header === 'string' ? KEY.exec(header)?.[1] : undefined;
  if (!key) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
  return key;
}

/**
 * Runs a public write at most once per key (draft-ietf-httpapi-idempotency-key-header): a retry with
 * the same key and input within 24 h gets the first answer (`Idempotent-Replayed: true`) and stores
 * nothing; the same key with another input is a 422; a retry while the first is running is a 409.
 * A failed first call gives the key back, so its retry runs.
 */
export async function callOnce(
  em: EntityManager,
  { procedure, key, input }: { procedure: string; key: string; input: unknown },
  run: () => Promise<unknown>,
  reply: FastifyReply,
): Promise<unknown> {
  const claim = await claimIdempotencyKey(em, procedure, key, requestFingerprint(input));
  if (claim.outcome === 'replay') {
    reply.header('idempotent-replayed', 'true');
    return claim.answer;
  }
  if (claim.outcome === 'in-progress')
    throw new TRPCError({ code: 'CONFLICT', message: 'A request with this Idempotency-Key is still being processed; retry shortly' });
  if (claim.outcome === 'different-request')
    throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: 'This Idempotency-Key was already used with a different request' });

  let answer: unknown;
  try {
    answer = await run();
  } catch (error) {
    // If even that fails (the database went away), the key counts as abandoned after a minute.
    await releaseIdempotencyKey(em, claim.id).catch(() => undefined);
    throw error;
  }
  // The write happened: failing to remember its answer must not turn it into an error the client retries.
  await recordIdempotentAnswer(em, claim.id, answer).catch((err: unknown) => reply.log.warn({ err }, 'could not record an idempotent answer'));
  return answer;
}
