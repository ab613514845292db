import { z } from 'zod';
import { flag, requiredText, sortOrder, text, textList } from '../../shared/fields';
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
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
  longDescription: text('Long description', 20000).optional().default(''),
  features: textList('Features', 30, 300).optional().default([]),
  iconType: z
    .enum(SERVICE_ICON_TYPES, { error: `Icon type must be one of ${SERVICE_ICON_TYPES.join(', ')}` })
    .optional()
    .default('define'),
  isActive: flag('Active').optional().default(true),
  order: sortOrder.optional().default(0),
});
export type ServiceInput = z.input<typeof serviceInput>;
