import { z } from 'zod';
import { CARD_TEXT, flag, iconChoice, listOrder, text, textList } from '../../shared/fields';
import { SERVICE_ICON_TYPES } from './service.constants';

export { SERVICE_ICON_TYPES, type ServiceIconType } from './service.constants';

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

export const serviceInput = z.strictObject({
  ...CARD_TEXT,
  longDescription: text('Long description', 20000).optional().default(''),
  features: textList('Features', 30, 300).optional().default([]),
  iconType: iconChoice(SERVICE_ICON_TYPES, 'define'),
  isActive: flag('Active').optional().default(true),
  order: listOrder,
});
export type ServiceInput = z.input<typeof serviceInput>;
