import { z } from 'zod';
import { flag, isoDateTime, nullableText, orNull, requiredText, textList } from '../../shared/fields';

export const careerPositionDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    location: orNull(z.string()),
    type: orNull(z.string()),
    department: orNull(z.string()),
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
