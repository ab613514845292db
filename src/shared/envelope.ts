import { z } from 'zod';

/** The spec's response envelope: `{success, data, message}`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string(),
  });

/** Stable machine codes of every error answer; clients branch on these, never on the message. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'REDIRECT_LOOP',
  'REDIRECT_SHADOWS_PAGE',
  'IDEMPOTENCY_KEY_REUSED',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IMAGE_UNREADABLE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldError = z.object({
  path: z.string().describe('Dotted path of the field, e.g. `requirements.2`; empty for the whole input'),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    errors: z.array(fieldError).optional().describe('One message per invalid field'),
    currentVersion: z
      .number()
      .int()
      .optional()
      .describe('On a 409 from a write that named an old version: the version the item has now (reload it, or send this one to overwrite)'),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const ok = <T>(data: T, message: string) => ({ success: true as const, data, message });
