import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router, staffProcedure } from '../../server/trpc/trpc';
import { completeSignIn } from './auth.service';
import { tooManyAttempts } from './too-many-attempts';
import { recordSignIn } from '../activity';
import {
  confirmTotpInput,
  currentPasswordInput,
  recoveryCodesDto,
  secondFactorInput,
  signedIn,
  totpEnrolmentDto,
  TWO_FACTOR_MESSAGES,
  twoFactorStatusDto,
} from './two-factor.schema';
import { confirmTotp, removeFactor, startTotpEnrolment, twoFactorStatus } from './two-factor.service';
import { PASSKEY_MESSAGES } from './passkey.schema';

const tags = ['Auth: two-factor'];
const TOO_MANY = 'Too many wrong codes; see Retry-After';

export const twoFactorRouter = router({
  answerChallenge: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/second-factor',
        protect: false,
        tags,
        summary: "Sign-in's second step: the password step's challengeToken with a TOTP code or a recovery code, for the session",
        errorResponses: { 400: 'Invalid input', 401: 'Wrong code, or the challenge expired (5 minutes) or was used', 429: TOO_MANY },
      },
      changes: [],
    })
    .input(secondFactorInput)
    .output(envelope(signedIn))
    .mutation(async ({ ctx, input }) => {
      const result = await completeSignIn(ctx.em, input, { ip: ctx.clientIp, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken });
      const user = result.outcome === 'ok' ? result.user : undefined;
      await recordSignIn(ctx, { username: user?.username ?? '(second step)', outcome: result.outcome, user });
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'expired') throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.expired });
      if (result.outcome === 'wrong-code') throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.wrongCode });
      if (result.newDeviceToken) ctx.rememberDevice(result.newDeviceToken);
      return ok({ token: result.token, user: result.user }, 'Login successful');
    }),

  status: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/two-factor',
        tags,
        summary: "The signed-in user's second factors",
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(twoFactorStatusDto))
    .query(async ({ ctx }) => ok(await twoFactorStatus(ctx.em, ctx.session.user.id), 'Two-factor status')),

  startTotp: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/two-factor/totp',
        tags,
        summary: 'Start setting up an authenticator app: a new secret and its QR code; nothing changes until the first code confirms it',
        errorResponses: { 401: 'Missing, invalid or expired token' },
      },
      changes: [],
    })
    .input(z.void())
    .output(envelope(totpEnrolmentDto))
    .mutation(async ({ ctx }) =>
      ok(await startTotpEnrolment(ctx.em, ctx.session.user.id, new URL(ctx.config.baseUrl).host), 'Scan the QR code, then confirm a code'),
    ),

  confirmTotp: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/two-factor/totp/confirm',
        tags,
        summary: 'Confirm the authenticator app by its first code: sign-in needs a second step from now on; answers the 10 recovery codes, shown this once',
        errorResponses: { 400: 'Invalid input, wrong code, or no set-up started', 401: 'Missing, invalid or expired token', 429: TOO_MANY },
      },
      changes: [],
    })
    .input(confirmTotpInput)
    .output(envelope(recoveryCodesDto))
    .mutation(async ({ ctx, input }) => {
      const result = await confirmTotp(ctx.em, ctx.session.user.id, input.code);
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'no-enrolment') throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.noEnrolment });
      if (result.outcome === 'wrong-code') throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.wrongCode });
      return ok({ recoveryCodes: result.recoveryCodes }, 'Two-factor sign-in is on');
    }),

  removeTotp: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/two-factor/totp/remove',
        tags,
        summary: 'Turn the authenticator app off (and its recovery codes); needs the current password',
        errorResponses: {
          400: 'Invalid input or wrong current password',
          401: 'Missing, invalid or expired token',
          409: PASSKEY_MESSAGES.lastFactor,
          429: 'Too many wrong passwords; see Retry-After',
        },
      },
      changes: [],
    })
    .input(currentPasswordInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      const result = await removeFactor(ctx.em, ctx.session.user.id, { kind: 'totp' }, input.currentPassword);
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'last-factor') throw new TRPCError({ code: 'CONFLICT', message: PASSKEY_MESSAGES.lastFactor });
      if (result.outcome === 'wrong-password') throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is not correct' });
      return ok(null, 'Two-factor sign-in is off');
    }),
});
