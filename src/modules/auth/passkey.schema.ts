import { z } from 'zod';
import { idParam, isoDateTime } from '../../shared/fields';
import { currentPasswordInput, totpCode } from './two-factor.schema';

export const PASSKEY_MESSAGES = {
  name: 'Name the passkey (up to 100 characters), e.g. "Work laptop".',
  expired: 'The passkey request has expired; please try again',
  refused: 'The passkey could not be verified',
  unknown: 'This passkey is not registered for an account here',
  duplicate: 'This passkey is already registered',
  lastFactor: 'Two-step sign-in is required for all staff: add another second factor before removing this one',
} as const;

// Every WebAuthn binary field travels base64url-encoded (WebAuthn Level 3's toJSON()).
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url')
    .max(max);
const transports = z.array(z.string().max(20)).max(10);
/** What every WebAuthn credential answer carries around its `response` (WebAuthn Level 3 JSON). */
const credentialAnswer = <R extends z.ZodRawShape>(response: R) =>
  z.strictObject({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key'),
    response: z.strictObject(response),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  });

export const registrationResponse = credentialAnswer({
  clientDataJSON: base64url(4096),
  attestationObject: base64url(16384),
  authenticatorData: base64url(16384).optional(),
  transports: transports.optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  publicKey: base64url(4096).optional(),
}).describe("The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser's startRegistration returns it");

export const authenticationResponse = credentialAnswer({
  clientDataJSON: base64url(4096),
  authenticatorData: base64url(16384),
  signature: base64url(4096),
  userHandle: base64url(256).optional(),
}).describe("The browser's answer to navigator.credentials.get(), as @simplewebauthn/browser's startAuthentication returns it");

export const passkeyName = z.string({ error: PASSKEY_MESSAGES.name }).trim().min(1, PASSKEY_MESSAGES.name).max(100, PASSKEY_MESSAGES.name);

export const registerPasskeyInput = z.strictObject({ name: passkeyName, response: registrationResponse });
export const renamePasskeyInput = z.strictObject({ id: idParam, name: passkeyName });
export const removePasskeyInput = currentPasswordInput.extend({ id: idParam });

const challengeToken = z.string({ error: 'challengeToken is required' }).min(1, 'challengeToken is required').max(200);
const enrolmentToken = z.string({ error: 'enrolmentToken is required' }).min(1, 'enrolmentToken is required').max(200);

/** Without a challengeToken: a passwordless sign-in; with one: the second step of that sign-in. */
export const passkeySignInOptionsInput = z.strictObject({ challengeToken: challengeToken.optional() });
export const passkeySignInInput = z.strictObject({ challengeToken: challengeToken.optional(), response: authenticationResponse });

export const enrolmentTokenInput = z.strictObject({ enrolmentToken });
export const enrolTotpConfirmInput = z.strictObject({ enrolmentToken, code: totpCode });
export const enrolPasskeyInput = z.strictObject({ enrolmentToken, name: passkeyName, response: registrationResponse });

/** The options to hand to the browser's WebAuthn call unchanged (WebAuthn Level 3 JSON form). */
export const webauthnOptions = z
  .object({ challenge: z.string().describe('base64url; good once, for 2 minutes') })
  .catchall(z.unknown())
  .meta({ id: 'WebAuthnOptions' });
export type WebauthnOptions = z.infer<typeof webauthnOptions>;

export const passkeyDto = z
  .object({ id: z.number().int(), name: z.string(), createdAt: isoDateTime, lastUsedAt: isoDateTime.nullable() })
  .meta({ id: 'Passkey' });
export type PasskeyDto = z.infer<typeof passkeyDto>;

/** A staff account without a second factor, signing in while the owner requires one: enrol first. */
export const enrolmentRequired = z
  .object({
    enrolmentToken: z.string().describe('Taken only by the POST /api/auth/login/enrol/* calls, for 5 minutes; enrolling a factor with it answers the session'),
    enrol: z.array(z.enum(['totp', 'passkey'])),
  })
  .meta({ id: 'EnrolmentRequired' });
