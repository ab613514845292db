import { z } from 'zod';
import { CARD_TEXT, iconChoice, listOrder, optionalUrl, orNull } from '../../shared/fields';

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
  ...CARD_TEXT,
  iconType: iconChoice(EXPERTISE_ICON_TYPES, 'Target'),
  customIconUrl: optionalUrl('Custom icon'),
  order: listOrder,
});
export type ExpertiseInput = z.input<typeof expertiseInput>;
