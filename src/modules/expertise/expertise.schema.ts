import { z } from 'zod';
import { optionalUrl, orNull, requiredText, sortOrder } from '../../shared/fields';

export const EXPERTISE_ICON_TYPES = ['Target', 'RefreshCw', 'Zap', 'Users'] as const;
export type ExpertiseIconType = (typeof EXPERTISE_ICON_TYPES)[number];

export const expertiseDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    iconType: z.string().describe(`One of ${EXPERTISE_ICON_TYPES.join(', ')}; unknown values fall back to Target`),
    customIconUrl: orNull(z.string()).describe('When set, shown instead of the icon'),
    order: z.number().int(),
  })
  .meta({ id: 'CoreExpertiseItem' });

export type ExpertiseDto = z.infer<typeof expertiseDto>;

export const expertiseInput = z.strictObject({
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
  iconType: z
    .enum(EXPERTISE_ICON_TYPES, { error: `Icon type must be one of ${EXPERTISE_ICON_TYPES.join(', ')}` })
    .optional()
    .default('Target'),
  customIconUrl: optionalUrl('Custom icon'),
  order: sortOrder.optional().default(0),
});
export type ExpertiseInput = z.input<typeof expertiseInput>;
