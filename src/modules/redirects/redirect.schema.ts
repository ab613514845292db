import { z } from 'zod';
import { isoDateTime, orNull, text } from '../../shared/fields';
import { isLinkUrl, isSitePath } from '../../shared/link-urls';

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

// Any origin will do: resolving a path against it gives the form a browser sends (`/café` → `/caf%C3%A9`).
const SITE = 'https://site.invalid';

export const REDIRECT_MESSAGES = {
  fromPath: 'From path must be a path on this site, like /old-page, without a query or #',
  toPath: 'To must be a path on this site, like /new-page, or an https:// address',
  status: 'Status must be 301 (moved for good) or 302 (moved for now)',
} as const;

/** The path part of a same-site address (`/a?b` → `/a`), or null for an absolute URL. */
export const sitePathOf = (address: string): string | null => (isSitePath(address) ? new URL(address, SITE).pathname : null);

const fromPath = text('From path', 2048)
  .refine((value) => isSitePath(value) && !/[?#]/.test(value), REDIRECT_MESSAGES.fromPath)
  .transform((value) => new URL(value, SITE).pathname);

const toPath = text('To', 2048)
  .refine((value) => isSitePath(value) || (/^https:\/\//i.test(value) && isLinkUrl(value)), REDIRECT_MESSAGES.toPath)
  .transform((value) => (isSitePath(value) ? new URL(value, SITE).href.slice(SITE.length) : value));

const status = z.union([z.literal(301), z.literal(302)], { error: REDIRECT_MESSAGES.status });

export const redirectInput = z.strictObject({
  fromPath: fromPath.describe('A path on this site, matched exactly (no query); percent-encoded as browsers send it'),
  toPath: toPath.describe('A path on this site (a query is kept) or an absolute https URL'),
  status: status.optional().default(301).describe('301 moved permanently (default) or 302 found'),
});
export type RedirectInput = z.input<typeof redirectInput>;

export const redirectDto = z
  .object({
    id: z.number().int(),
    fromPath: z.string(),
    toPath: z.string(),
    status,
    hitCount: z.number().int().describe('Visits answered, counted in batches a few seconds apart'),
    lastHitAt: orNull(isoDateTime),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Redirect' });
export type RedirectDto = z.infer<typeof redirectDto>;
