import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router, staffProcedure } from '../../server/trpc/trpc';
import { accountSession, authUser, LOGIN_MESSAGES, loginInput } from './auth.schema';
import { secondFactorChallenge, signedIn } from './two-factor.schema';
import { twoFactorRouter } from './two-factor.router';
import { passkeysRouter } from './passkeys.router';
import { signInEnrolmentRouter } from './sign-in-enrolment.router';
import { enrolmentRequired } from './passkey.schema';
import { tooManyAttempts } from './too-many-attempts';
import { recordCallerActivity, recordSignIn } from '../activity';
import { login } from './auth.service';
import { listSessions, revokeOtherSessions, revokeSession } from './session.service';

export const authRouter = router({
  twoFactor: twoFactorRouter,
  passkeys: passkeysRouter,
  enrolment: signInEnrolmentRouter,

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        protect: false,
        tags: ['Auth'],
        summary:
          'Sign in; data.token is the bearer token for protected calls. The answer sets the trusted-device cookie, which exempts this browser from the account-wide throttle',
        errorResponses: {
          400: 'Invalid input (a username no account can have counts as an attempt)',
          401: LOGIN_MESSAGES.invalid,
          429: 'Too many failed attempts; see Retry-After',
        },
      },
      changes: [],
    })
    .input(loginInput)
    // An account with a second factor gets a challenge instead of the session (docs/decisions/027); one
    // without, while the owner requires a factor, a token for enrolling one (docs/decisions/043).
    .output(envelope(z.union([signedIn, secondFactorChallenge, enrolmentRequired])))
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx.em, input, { ip: ctx.clientIp, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken });
      // The password step of a two-step sign-in is recorded with its second step (or the enrolment).
      if (result.outcome !== 'second-factor' && result.outcome !== 'enrol') {
        await recordSignIn(ctx, { username: input.username, outcome: result.outcome, user: result.outcome === 'ok' ? result.user : undefined });
      }
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'invalid') throw new TRPCError({ code: 'UNAUTHORIZED', message: LOGIN_MESSAGES.invalid });
      if (result.outcome === 'unusable-username') throw new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
      if (result.outcome === 'second-factor') return ok({ challengeToken: result.challengeToken, methods: result.methods }, 'Second factor required');
      if (result.outcome === 'enrol')
        return ok({ enrolmentToken: result.enrolmentToken, enrol: ['totp' as const, 'passkey' as const] }, 'Enrol a second factor to sign in');
      if (result.newDeviceToken) ctx.rememberDevice(result.newDeviceToken);
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
      await recordCallerActivity(ctx, { action: 'sign-out', section: 'account', summary: 'Signed out' });
      await revokeSession(ctx.em, ctx.session.sessionId);
      return ok(null, 'Logged out');
    }),

  sessions: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/sessions',
        tags: ['Auth'],
        summary: "The signed-in user's sessions: started, last seen, address, browser; the calling one marked current",
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(z.array(accountSession)))
    .query(async ({ ctx }) => ok(await listSessions(ctx.em, ctx.session), 'Sessions retrieved')),

  signOutOtherSessions: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/sessions/sign-out-others',
        tags: ['Auth'],
        summary: 'Sign out every other session of the signed-in user; this one stays',
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
      changes: [],
    })
    .input(z.void())
    .output(envelope(z.object({ signedOut: z.number().int() })))
    .mutation(async ({ ctx }) => ok({ signedOut: await revokeOtherSessions(ctx.em, ctx.session) }, 'Other sessions signed out')),
});
