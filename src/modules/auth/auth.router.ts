import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { adminProcedure, publicProcedure, router } from '../../server/trpc/trpc';
import { authUser, LOGIN_MESSAGES, loginInput } from './auth.schema';
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
        errorResponses: { 400: 'Invalid input', 401: LOGIN_MESSAGES.invalid },
      },
    })
    .input(loginInput)
    .output(envelope(z.object({ token: z.string(), user: authUser })))
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx.em, input);
      if (!result) throw new TRPCError({ code: 'UNAUTHORIZED', message: LOGIN_MESSAGES.invalid });
      return ok(result, 'Login successful');
    }),

  me: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/me',
        tags: ['Auth'],
        summary: 'The signed-in user',
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
    })
    .input(z.void())
    .output(envelope(authUser))
    .query(({ ctx }) => ok(ctx.session.user, 'Authenticated')),

  logout: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: ['Auth'],
        summary: 'Revoke the current session token',
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
    })
    .input(z.void())
    .output(envelope(z.null()))
    .mutation(async ({ ctx }) => {
      await revokeSession(ctx.em, ctx.session.sessionId);
      return ok(null, 'Logged out');
    }),
});
