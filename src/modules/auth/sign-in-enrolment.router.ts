import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router, staffProcedure } from '../../server/trpc/trpc';
import { recordCallerActivity, recordSignIn } from '../activity';
import { enrolmentTokenInput, enrolPasskeyInput, enrolTotpConfirmInput, webauthnOptions } from './passkey.schema';
import { registrationRefusal } from './passkeys.router';
import { relyingPartyOf } from './passkeys.service';
import { getSignInPolicy, saveSignInPolicy } from './sign-in-policy';
import { confirmTotpAtSignIn, passkeyOptionsAtSignIn, registerPasskeyAtSignIn, startTotpAtSignIn } from './sign-in-enrolment.service';
import { tooManyAttempts } from './too-many-attempts';
import { recoveryCodesDto, signedIn, signInPolicy, totpEnrolmentDto, TWO_FACTOR_MESSAGES } from './two-factor.schema';

const tags = ['Auth: required two-step sign-in'];
const EXPIRED = 'The enrolment token is unknown, used or expired (5 minutes)';
const expired = () => new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.expired });

/** The calls an enrolment token is good for (docs/decisions/043), and the owner's setting that hands such tokens out. */
export const signInEnrolmentRouter = router({
  policy: staffProcedure
    .meta({
      openapi: { method: 'GET', path: '/auth/policy', tags, summary: 'The staff sign-in policy', errorResponses: { 401: 'Missing, invalid or expired token' } },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(signInPolicy))
    .query(async ({ ctx }) => ok(await getSignInPolicy(ctx.em), 'Sign-in policy')),

  savePolicy: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/auth/policy',
        tags,
        summary: 'Require a second factor of every staff account (those without one enrol at their next sign-in), or stop requiring it',
        errorResponses: { 400: 'Invalid input', 401: 'Missing, invalid or expired token' },
      },
      changes: [],
    })
    .input(signInPolicy)
    .output(envelope(signInPolicy))
    .mutation(async ({ ctx, input }) => {
      const policy = await saveSignInPolicy(ctx.em, input);
      const summary = policy.requireTwoFactor ? 'Required two-step sign-in for all staff' : 'Stopped requiring two-step sign-in';
      await recordCallerActivity(ctx, { action: 'update', section: 'settings', summary });
      return ok(policy, 'Sign-in policy saved');
    }),

  startTotp: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/enrol/totp',
        protect: false,
        tags,
        summary: "Enrolment at sign-in: start an authenticator app with the login's enrolmentToken (a new secret and its QR code)",
        errorResponses: { 400: 'Invalid input', 401: EXPIRED },
      },
      changes: [],
    })
    .input(enrolmentTokenInput)
    .output(envelope(totpEnrolmentDto))
    .mutation(async ({ ctx, input }) => {
      const result = await startTotpAtSignIn(ctx.em, input.enrolmentToken, new URL(ctx.config.baseUrl).host);
      if (result.outcome === 'expired') throw expired();
      return ok(result.enrolment, 'Scan the QR code, then confirm a code');
    }),

  confirmTotp: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/enrol/totp/confirm',
        protect: false,
        tags,
        summary: "Enrolment at sign-in: the app's first code turns it on and answers the session with the 10 recovery codes, shown this once",
        errorResponses: { 400: 'Invalid input, wrong code, or no set-up started', 401: EXPIRED, 429: 'Too many wrong codes; see Retry-After' },
      },
      changes: [],
    })
    .input(enrolTotpConfirmInput)
    .output(envelope(signedIn.extend(recoveryCodesDto.shape)))
    .mutation(async ({ ctx, input }) => {
      const client = { ip: ctx.clientIp, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken };
      const result = await confirmTotpAtSignIn(ctx.em, input.enrolmentToken, input.code, client);
      if (result.outcome === 'expired') throw expired();
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'no-enrolment') throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.noEnrolment });
      if (result.outcome === 'wrong-code') throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.wrongCode });
      await recordSignIn(ctx, { username: result.user.username, outcome: 'ok', user: result.user });
      if (result.newDeviceToken) ctx.rememberDevice(result.newDeviceToken);
      return ok({ token: result.token, user: result.user, recoveryCodes: result.recoveryCodes }, 'Two-factor sign-in is on; login successful');
    }),

  passkeyOptions: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/enrol/passkey/options',
        protect: false,
        tags,
        summary: "Enrolment at sign-in: options for the browser's navigator.credentials.create()",
        errorResponses: { 400: 'Invalid input', 401: EXPIRED },
      },
      changes: [],
    })
    .input(enrolmentTokenInput)
    .output(envelope(webauthnOptions))
    .mutation(async ({ ctx, input }) => {
      const result = await passkeyOptionsAtSignIn(ctx.em, input.enrolmentToken, relyingPartyOf(ctx.config.baseUrl));
      if (result.outcome === 'expired') throw expired();
      return ok(result.options, 'Create the passkey in the browser, then send its answer');
    }),

  registerPasskey: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/enrol/passkey',
        protect: false,
        tags,
        summary: "Enrolment at sign-in: the browser's new passkey, for the session in the login's own shape",
        errorResponses: {
          400: 'Invalid input, an expired or used challenge, or an answer that does not verify',
          401: EXPIRED,
          409: 'This passkey is already registered',
        },
      },
      changes: [],
    })
    .input(enrolPasskeyInput)
    .output(envelope(signedIn))
    .mutation(async ({ ctx, input }) => {
      const client = { ip: ctx.clientIp, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken };
      const result = await registerPasskeyAtSignIn(ctx.em, input.enrolmentToken, relyingPartyOf(ctx.config.baseUrl), input, client);
      if (result.outcome === 'expired' && !('token' in result)) throw expired();
      if (result.outcome !== 'ok') throw registrationRefusal(result);
      await recordSignIn(ctx, { username: result.user.username, outcome: 'ok', user: result.user });
      if (result.newDeviceToken) ctx.rememberDevice(result.newDeviceToken);
      return ok({ token: result.token, user: result.user }, 'Passkey added; login successful');
    }),
});
