import { ConnectionException, NotFoundError, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';
import { fieldErrors } from './field-errors';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Stacks stay in the server log; clients get the message and field errors only.
    isDev: false,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      // A fault's own message (SQL, driver text) stays in the server log.
      const message = zodError ? (zodError.issues[0]?.message ?? shape.message) : error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message;
      return {
        ...shape,
        message,
        data: { ...shape.data, fieldErrors: zodError ? fieldErrors(zodError) : undefined },
      };
    },
  });

export const router = t.router;

export const DATABASE_UNAVAILABLE = 'Service temporarily unavailable, please try again shortly';
export const CHANGED_MEANWHILE = 'Someone else changed this at the same time; reload it and try again';

/** Database faults and misses every procedure can meet, turned into answers a client can act on. */
const databaseFaults = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR') {
    const cause = result.error.cause;
    if (cause instanceof ConnectionException || isConnectionError(cause)) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
    }
    if (cause instanceof UniqueConstraintViolationException) {
      throw new TRPCError({ code: 'CONFLICT', message: 'That value is already in use', cause });
    }
    // findOneOrFail's error already says which entity is missing ("Service not found", server/db/not-found.ts).
    if (cause instanceof NotFoundError) throw new TRPCError({ code: 'NOT_FOUND', message: cause.message, cause });
    if (cause instanceof OptimisticLockError) throw new TRPCError({ code: 'CONFLICT', message: CHANGED_MEANWHILE, cause });
  }
  return result;
});

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08003', '08001']);
// Messages pg and knex give when a connection dies mid-request (the pool replaces it afterwards).
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) || /Connection terminated|connection ended|not queryable|Transaction query already complete|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/i.test(message);
}

const containsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(containsNul)
      : value !== null && typeof value === 'object' && Object.values(value).some(containsNul);

export const NUL_MESSAGE = 'Text may not contain NUL characters';

/** PostgreSQL cannot store a NUL character in text: refuse it for every procedure, before validation. */
const rejectNulText = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
  return next();
});

export const publicProcedure = t.procedure.use(databaseFaults).use(rejectNulText);

export const UNAUTHORIZED_MESSAGE = 'Authentication required';

export const adminProcedure = publicProcedure.use(async ({ ctx, type, next }) => {
  const session = await ctx.getSession();
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE });
  const result = await next({ ctx: { ...ctx, session } });
  // Every staff write may change what visitors see; cached public answers must not outlive it.
  if (result.ok && type === 'mutation') await ctx.contentChanged();
  return result;
});
