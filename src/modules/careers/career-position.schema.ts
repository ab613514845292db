import { z } from 'zod';

export const careerPositionDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    location: z.string().nullable(),
    type: z.string().nullable(),
    department: z.string().nullable(),
    description: z.string(),
    requirements: z.array(z.string()),
    isActive: z.boolean(),
  })
  .meta({ id: 'CareerPosition' });

export type CareerPositionDto = z.infer<typeof careerPositionDto>;
