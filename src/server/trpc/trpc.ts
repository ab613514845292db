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
      return {
        ...shape,
        message: zodError ? (zodError.issues[0]?.message ?? shape.message) : shape.message,
        data: { ...shape.data, fieldErrors: zodError ? fieldErrors(zodError) : undefined },
      };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;

export const UNAUTHORIZED_MESSAGE = 'Authentication required';

export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE });
  return next({ ctx: { ...ctx, session } });
});
