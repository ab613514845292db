import { z } from 'zod';
import { CARD_TEXT, flag, isoDateTime, listOrder, nullableText, optionalUrl, orNull } from '../../shared/fields';

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
  ...CARD_TEXT,
  image: optionalUrl('Image'),
  category: nullableText('Category', 80),
  link: optionalUrl('Link'),
  isActive: flag('Active').optional().default(true),
  order: listOrder,
});
export type InsightInput = z.input<typeof insightInput>;
