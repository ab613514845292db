import { z } from 'zod';
import { isoDateTime } from '../../shared/fields';

export const insightDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    category: z.string().nullable(),
    link: z.string().nullable(),
    createdAt: isoDateTime,
    isActive: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'FeaturedInsight' });

export type InsightDto = z.infer<typeof insightDto>;
