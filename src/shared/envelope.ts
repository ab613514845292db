import { z } from 'zod';

/** The spec's response envelope: `{success, data, message}`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string(),
  });

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('One message per invalid field, keyed by its path'),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const ok = <T>(data: T, message: string) => ({ success: true as const, data, message });
