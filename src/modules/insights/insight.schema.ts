import { z } from 'zod';
import { flag, isoDateTime, nullableText, optionalUrl, orNull, requiredText, sortOrder } from '../../shared/fields';

export const insightDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: orNull(z.string()),
    category: orNull(z.string()),
    link: orNull(z.string()),
    createdAt: isoDateTime,
    isActive: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'FeaturedInsight' });

export type InsightDto = z.infer<typeof insightDto>;

export const insightInput = z.strictObject({
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
  image: optionalUrl('Image'),
  category: nullableText('Category', 80),
  link: optionalUrl('Link'),
  isActive: flag('Active').optional().default(true),
  order: sortOrder.optional().default(0),
});
export type InsightInput = z.input<typeof insightInput>;
