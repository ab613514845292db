import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router, staffProcedure } from '../../server/trpc/trpc';
import { recordCallerActivity, recordSignIn } from '../activity';
import { completePasskeySignIn } from './auth.service';
import {
  PASSKEY_MESSAGES,
  passkeyDto,
  passkeySignInInput,
  passkeySignInOptionsInput,
  registerPasskeyInput,
  removePasskeyInput,
  renamePasskeyInput,
  webauthnOptions,
} from './passkey.schema';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  relyingPartyOf,
  renamePasskey,
  type RegisterOutcome,
} from './passkeys.service';
import { tooManyAttempts } from './too-many-attempts';
import { signedIn, TWO_FACTOR_MESSAGES } from './two-factor.schema';
import { removeFactor } from './two-factor.service';
import { UserEntity } from './user.entity';

const tags = ['Auth: passkeys'];
const UNAUTHENTICATED = 'Missing, invalid or expired token';

/** A registration that did not keep the passkey: why, as the client shows it. */
export function registrationRefusal(result: Exclude<RegisterOutcome, { outcome: 'registered' }>): TRPCError {
  if (result.outcome === 'duplicate') return new TRPCError({ code: 'CONFLICT', message: PASSKEY_MESSAGES.duplicate });
  return new TRPCError({ code: 'BAD_REQUEST', message: result.outcome === 'expired' ? PASSKEY_MESSAGES.expired : PASSKEY_MESSAGES.refused });
}

export const passkeysRouter = router({
  list: staffProcedure
    .meta({
      openapi: { method: 'GET', path: '/auth/passkeys', tags, summary: "The signed-in user's passkeys", errorResponses: { 401: UNAUTHENTICATED } },
      cache: 'no-store',
    })
    .input(z.void())
    .output(envelope(z.array(passkeyDto)))
    .query(async ({ ctx }) => ok(await listPasskeys(ctx.em, ctx.session.user.id), 'Passkeys retrieved')),

  registrationOptions: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/passkeys/registration-options',
        tags,
        summary: "Start adding a passkey: options for the browser's navigator.credentials.create(); the challenge is good once, for 2 minutes",
        errorResponses: { 401: UNAUTHENTICATED },
      },
      changes: [],
    })
    .input(z.void())
    .output(envelope(webauthnOptions))
    .mutation(async ({ ctx }) => {
      const user = await ctx.em.findOneOrFail(UserEntity, { id: ctx.session.user.id });
      return ok(await passkeyRegistrationOptions(ctx.em, user, relyingPartyOf(ctx.config.baseUrl)), 'Create the passkey in the browser, then send its answer');
    }),

  register: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/passkeys',
        tags,
        summary: "Add a passkey: the browser's answer to the registration options, and a name; it is a second factor and a sign-in of its own from now on",
        errorResponses: {
          400: 'Invalid input, an expired or used challenge, or an answer that does not verify',
          401: UNAUTHENTICATED,
          409: PASSKEY_MESSAGES.duplicate,
        },
      },
      changes: [],
    })
    .input(registerPasskeyInput)
    .output(envelope(passkeyDto))
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.em.findOneOrFail(UserEntity, { id: ctx.session.user.id });
      const result = await registerPasskey(ctx.em, user, relyingPartyOf(ctx.config.baseUrl), input.name, input.response);
      if (result.outcome !== 'registered') throw registrationRefusal(result);
      await recordCallerActivity(ctx, { action: 'update', section: 'account', summary: `Added the passkey "${result.passkey.name}"` });
      return ok(result.passkey, 'Passkey added');
    }),

  rename: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/auth/passkeys/{id}',
        tags,
        summary: 'Rename one of your passkeys',
        errorResponses: { 400: 'Invalid input', 401: UNAUTHENTICATED, 404: 'No such passkey of yours' },
      },
      changes: [],
    })
    .input(renamePasskeyInput)
    .output(envelope(passkeyDto))
    .mutation(async ({ ctx, input }) => {
      const passkey = await renamePasskey(ctx.em, ctx.session.user.id, input.id, input.name);
      if (!passkey) throw new TRPCError({ code: 'NOT_FOUND', message: 'Passkey not found' });
      return ok(passkey, 'Passkey renamed');
    }),

  remove: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/passkeys/{id}/remove',
        tags,
        summary: 'Remove one of your passkeys; needs the current password',
        errorResponses: {
          400: 'Invalid input or wrong current password',
          401: UNAUTHENTICATED,
          404: 'No such passkey of yours',
          409: PASSKEY_MESSAGES.lastFactor,
          429: 'Too many wrong passwords; see Retry-After',
        },
      },
      changes: [],
    })
    .input(removePasskeyInput)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      const result = await removeFactor(ctx.em, ctx.session.user.id, { kind: 'passkey', id: input.id }, input.currentPassword);
      if (result.outcome === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: 'Passkey not found' });
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'wrong-password') throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is not correct' });
      if (result.outcome === 'last-factor') throw new TRPCError({ code: 'CONFLICT', message: PASSKEY_MESSAGES.lastFactor });
      await recordCallerActivity(ctx, { action: 'update', section: 'account', summary: 'Removed a passkey' });
      return ok(null, 'Passkey removed');
    }),

  signInOptions: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/passkey/options',
        protect: false,
        tags,
        summary:
          "Options for the browser's navigator.credentials.get(). Without a challengeToken: a passwordless sign-in with any passkey. With the password step's challengeToken: its second step, with that account's passkeys",
        errorResponses: { 400: 'Invalid input, or the account has no passkey', 401: TWO_FACTOR_MESSAGES.expired },
      },
      changes: [],
    })
    .input(passkeySignInOptionsInput)
    .output(envelope(webauthnOptions))
    .mutation(async ({ ctx, input }) => {
      const result = await passkeySignInOptions(ctx.em, relyingPartyOf(ctx.config.baseUrl), input.challengeToken);
      if (result.outcome === 'expired') throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.expired });
      if (result.outcome === 'no-passkey') throw new TRPCError({ code: 'BAD_REQUEST', message: 'This account has no passkey' });
      return ok(result.options, 'Sign the challenge with a passkey');
    }),

  signIn: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/passkey',
        protect: false,
        tags,
        summary:
          "Sign in with a passkey: the browser's answer to the options (and the same challengeToken for a second step), for the session in the login's own shape",
        errorResponses: {
          400: 'Invalid input',
          401: 'An unknown passkey, a signature that does not verify, or an expired or used challenge',
          429: 'Too many failed attempts; see Retry-After',
        },
      },
      changes: [],
    })
    .input(passkeySignInInput)
    .output(envelope(signedIn))
    .mutation(async ({ ctx, input }) => {
      const client = { ip: ctx.clientIp, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken };
      const result = await completePasskeySignIn(ctx.em, relyingPartyOf(ctx.config.baseUrl), input, client);
      const outcome = result.outcome === 'refused' || result.outcome === 'unknown-passkey' ? 'passkey-refused' : result.outcome;
      const user = result.outcome === 'ok' ? result.user : undefined;
      await recordSignIn(ctx, { username: user?.username ?? '(passkey)', outcome, user });
      if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
      if (result.outcome === 'expired') throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_MESSAGES.expired });
      if (result.outcome !== 'ok')
        throw new TRPCError({ code: 'UNAUTHORIZED', message: result.outcome === 'unknown-passkey' ? PASSKEY_MESSAGES.unknown : PASSKEY_MESSAGES.refused });
      if (result.newDeviceToken) ctx.rememberDevice(result.newDeviceToken);
      return ok({ token: result.token, user: result.user }, 'Login successful');
    }),
});
