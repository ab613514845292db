import { z } from 'zod';
import { API_SCOPES, type ApiScope } from '../../shared/api-scopes';
import { calendarDate, isoDateTime, orNull, requiredText } from '../../shared/fields';

export const API_KEY_MESSAGES = {
  scopes: 'Choose at least one scope',
  scope: `Scopes are ${API_SCOPES.slice(0, 2).join(', ')} … (a section, then :read or :write)`,
  expiry: 'The expiry date must be in the future',
} as const;

const scope = z.enum(API_SCOPES as [ApiScope, ...ApiScope[]], { error: API_KEY_MESSAGES.scope });

export const apiKeyInput = z.strictObject({
  name: requiredText('Name', 100),
  scopes: z
    .array(scope, { error: API_KEY_MESSAGES.scopes })
    .min(1, API_KEY_MESSAGES.scopes)
    .transform((scopes) => [...new Set(scopes)])
    .describe('What the key may do: `{section}:read` or `{section}:write`'),
  expiresOn: calendarDate.nullable().optional().default(null).describe('The last day (UTC) the key works, YYYY-MM-DD; null for a key that does not expire'),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

/** A change of name, scopes or expiry; the secret stays. */
export const apiKeyUpdate = z.strictObject({
  name: apiKeyInput.shape.name.optional(),
  scopes: apiKeyInput.shape.scopes.optional(),
  expiresOn: calendarDate.nullable().optional(),
});

export const apiKeyDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the secret, to tell keys apart'),
    scopes: z.array(scope),
    expiresOn: orNull(z.string()).describe('The last day (UTC) the key works, YYYY-MM-DD; null if it does not expire'),
    expiresAt: orNull(isoDateTime).describe('When the key stops working; null if never'),
    createdBy: z.string().describe('The staff member who created it'),
    createdAt: isoDateTime,
    lastUsedAt: orNull(isoDateTime),
    lastUsedFrom: orNull(z.string()).describe('The client address of the last call'),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

export const createdApiKeyDto = apiKeyDto
  .extend({ secret: z.string().describe('The key itself (dgk_…): shown this once, send it as `Authorization: Bearer dgk_…`') })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKeyDto = z.infer<typeof createdApiKeyDto>;
