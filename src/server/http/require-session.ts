import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../../modules/auth';
import { UNAUTHORIZED_MESSAGE } from '../trpc/trpc';
import type { Context } from '../trpc/context';
import { errorEnvelope } from './error-envelope';

/** For the few plain Fastify routes behind login: the session, or a 401 envelope already sent. */
export async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  createContext: (req: FastifyRequest) => Context,
): Promise<{ ctx: Context; session: ActiveSession } | null> {
  const ctx = createContext(request);
  const session = await ctx.getSession();
  if (!session) {
    await reply.code(401).header('cache-control', 'no-store').send(errorEnvelope(401, UNAUTHORIZED_MESSAGE));
    return null;
  }
  return { ctx, session };
}
