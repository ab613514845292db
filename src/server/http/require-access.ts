import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequiredAccess } from '../../shared/api-scopes';
import type { Context } from '../trpc/context';
import { staffAccess, type Actor } from '../trpc/staff-access';
import { errorEnvelope } from './error-envelope';

/**
 * For the few plain Fastify routes behind login (CSV exports, upload): a staff session or an API key
 * holding `required`, or a 401/403 envelope already sent.
 */
export async function requireAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  createContext: (req: FastifyRequest) => Context,
  required: RequiredAccess,
): Promise<{ ctx: Context; actor: Actor } | null> {
  const ctx = createContext(request);
  const access = staffAccess(await ctx.getCredential(), required);
  if (!access.granted) {
    const status = access.refusal === 'UNAUTHORIZED' ? 401 : 403;
    await reply.code(status).header('cache-control', 'no-store').send(errorEnvelope(status, access.message));
    return null;
  }
  return { ctx, actor: access.actor };
}
