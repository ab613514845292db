import { z } from 'zod';
import { emailAddress } from '../../shared/fields';

const personEmail = emailAddress('email must be a valid email address');

export const personalDataQuery = z.strictObject({ email: personEmail });

export const ERASURE_MODES = ['delete', 'anonymise'] as const;

export const erasureInput = z.strictObject({
  email: personEmail,
  mode: z.enum(ERASURE_MODES, { error: `mode must be one of ${ERASURE_MODES.join(', ')}` }),
});

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const personalDataDto = z.object({
  email: z.string(),
  total: z.number().int().describe('How many records hold the address'),
  sources: z.array(
    z.object({
      source: z.string().describe('contactMessages, jobApplications, newsletterSubscriptions, emails, storedAnswers'),
      label: z.string(),
      records: z.array(z.object({ id: z.number().int(), createdAt: z.iso.datetime(), fields: z.record(z.string(), fieldValue) })),
    }),
  ),
});
export type PersonalDataDto = z.infer<typeof personalDataDto>;

export const erasureDto = z.object({
  total: z.number().int().describe('How many records were erased'),
  sources: z.array(z.object({ source: z.string(), label: z.string(), erased: z.number().int() })),
});
export type ErasureDto = z.infer<typeof erasureDto>;
