import { z } from 'zod';

/** Largest id PostgreSQL's integer column holds; anything above can only be unknown. */
const MAX_ID = 2_147_483_647;

export const idParam = z.coerce
  .number({ error: 'Id must be a positive whole number' })
  .int('Id must be a positive whole number')
  .min(1, 'Id must be a positive whole number')
  .max(MAX_ID, 'Id must be a positive whole number');

/** Trimmed text with a length cap; the cap protects storage, the message explains it. */
export const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) => text(label, max).optional().default('');

export const isoDateTime = z.string().describe('ISO 8601 date-time');
