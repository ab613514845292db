import { z } from 'zod';
import { flag, isoDateTime, nullableText, requiredText, textList } from '../../shared/fields';

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
    createdAt: isoDateTime.describe('When the position was created'),
  })
  .meta({ id: 'CareerPosition' });

export type CareerPositionDto = z.infer<typeof careerPositionDto>;

export const careerPositionInput = z.strictObject({
  title: requiredText('Title', 200),
  location: nullableText('Location', 200),
  type: nullableText('Type', 80),
  department: nullableText('Department', 120),
  description: requiredText('Description', 20000),
  requirements: textList('Requirements', 50, 500).optional().default([]),
  isActive: flag('Active').optional().default(true),
});
export type CareerPositionInput = z.input<typeof careerPositionInput>;
