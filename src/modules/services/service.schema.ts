import { z } from 'zod';

export const SERVICE_ICON_TYPES = [
  'define',
  'design',
  'develop',
  'strategy',
  'innovation',
  'transformation',
  'people',
  'technology',
  'delivery',
] as const;
export type ServiceIconType = (typeof SERVICE_ICON_TYPES)[number];

export const serviceDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    longDescription: z.string(),
    features: z.array(z.string()),
    iconType: z.string().describe(`One of ${SERVICE_ICON_TYPES.join(', ')}; unknown values fall back to define`),
    isActive: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'Service' });

export type ServiceDto = z.infer<typeof serviceDto>;
