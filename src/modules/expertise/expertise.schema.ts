import { z } from 'zod';

export const EXPERTISE_ICON_TYPES = ['Target', 'RefreshCw', 'Zap', 'Users'] as const;
export type ExpertiseIconType = (typeof EXPERTISE_ICON_TYPES)[number];

export const expertiseDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    iconType: z.string().describe(`One of ${EXPERTISE_ICON_TYPES.join(', ')}; unknown values fall back to Target`),
    customIconUrl: z.string().nullable().describe('When set, shown instead of the icon'),
    order: z.number().int(),
  })
  .meta({ id: 'CoreExpertiseItem' });

export type ExpertiseDto = z.infer<typeof expertiseDto>;
