import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router, staffProcedure } from '../../server/trpc/trpc';
import { authUser, LOGIN_MESSAGES, loginInput } from './auth.schema';
import { RetryLater } from '../../server/lib/retry-later';
import { login } from './auth.service';
import { revokeSession } from './session.service';

export const authRouter = router({
  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        protect: false,
        tags: ['Auth'],
        summary: 'Sign in; data.token is the bearer token for protected calls',
        errorResponses: { 400: 'Invalid input', 401: LOGIN_MESSAGES.invalid, 429: 'Too many failed attempts; see Retry-After' },
      },
      changes: [],
    })
    .input(loginInput)
    .output(envelope(z.object({ token: z.string(), user: authUser })))
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx.em, input, ctx.clientIp);
      if (result.outcome === 'throttled') {
        const minutes = Math.ceil(result.retryAfterSeconds / 60);
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          cause: new RetryLater(result.retryAfterSeconds),
        });
      }
      if (result.outcome === 'invalid') throw new TRPCError({ code: 'UNAUTHORIZED', message: LOGIN_MESSAGES.invalid });
      return ok({ token: result.token, user: result.user }, 'Login successful');
    }),

  me: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/me',
        tags: ['Auth'],
        summary: 'The signed-in user',
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(authUser))
    .query(({ ctx }) => ok(ctx.session.user, 'Authenticated')),

  logout: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: ['Auth'],
        summary: 'Revoke the current session token',
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
      changes: [],
    })
    .input(z.void())
    .output(envelope(z.null()))
    .mutation(async ({ ctx }) => {
      await revokeSession(ctx.em, ctx.session.sessionId);
      return ok(null, 'Logged out');
    }),
});
