import { z } from 'zod';
import { authUser } from './auth.schema';

export const TWO_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Recovery codes look like xxxxx-xxxxx.',
  wrongCode: 'That code is not correct',
  expired: 'The sign-in has expired; please sign in again',
  oneOf: 'Send either a code from the authenticator app or a recovery code.',
  noEnrolment: 'Start the set-up again: no authenticator is waiting for confirmation',
} as const;

export const totpCode = z.string({ error: TWO_FACTOR_MESSAGES.code }).regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code);
export const recoveryCode = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCode })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, TWO_FACTOR_MESSAGES.recoveryCode);

/** The password step of an account with a second factor: a challenge to answer, not a session. */
export const secondFactorChallenge = z
  .object({
    challengeToken: z.string().describe('Exchanged for the session by POST /api/auth/login/second-factor; good once, for 5 minutes, and for nothing else'),
    methods: z.array(z.enum(['totp', 'recovery-code', 'passkey'])).describe('passkey: POST /api/auth/login/passkey/options with this challengeToken'),
  })
  .meta({ id: 'SecondFactorChallenge' });

export const signedIn = z.object({ token: z.string(), user: authUser });

export const secondFactorInput = z
  .strictObject({
    challengeToken: z.string({ error: 'challengeToken is required' }).min(1, 'challengeToken is required').max(200),
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), { message: TWO_FACTOR_MESSAGES.oneOf, path: ['code'] });
export type SecondFactorInput = z.infer<typeof secondFactorInput>;

export const confirmTotpInput = z.strictObject({ code: totpCode });

export const currentPasswordInput = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required.' }).min(1, 'Current password is required.').max(1024),
});

export const totpEnrolmentDto = z
  .object({
    secret: z.string().describe('Base32, for typing into an app that cannot scan'),
    uri: z.string().describe('otpauth:// URI'),
    qrCode: z.string().describe('The URI as a QR code: an SVG data URL'),
  })
  .meta({ id: 'TotpEnrolment' });

export const recoveryCodesDto = z.object({ recoveryCodes: z.array(z.string()).describe('Shown this once; each works once') }).meta({ id: 'RecoveryCodes' });

export const twoFactorStatusDto = z
  .object({
    totp: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.number().int().describe('Passkeys registered (GET /api/auth/passkeys lists them)'),
    required: z.boolean().describe('The owner requires a second factor of every staff account'),
  })
  .meta({ id: 'TwoFactorStatus' });

export const signInPolicy = z
  .strictObject({
    requireTwoFactor: z
      .boolean({ error: 'requireTwoFactor must be true or false' })
      .describe('Every staff account must have a second factor; one without enrols one at its next sign-in'),
  })
  .meta({ id: 'SignInPolicy' });
export type SignInPolicy = z.infer<typeof signInPolicy>;
