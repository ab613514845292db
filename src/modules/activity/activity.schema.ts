import { z } from 'zod';
import { isoDateTime, orNull, text } from '../../shared/fields';
import { listPage } from '../../shared/list-query';
import { ACTIVITY_PAGE_SIZE, ACTOR_KINDS, MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from './activity.constants';

export { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE, ACTIVITY_SECTIONS, ACTOR_KINDS, MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from './activity.constants';

const moment = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time, e.g. 2026-01-31T09:00:00Z` }).describe(`${label} (ISO 8601 date-time)`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

/** Which entries: all of them, or those of one actor, section or action, within a time range. */
const filterFields = {
  actor: text('Actor', 255).min(1, 'Actor must not be empty').optional().describe('Username (or API key name) exactly as recorded'),
  section: text('Section', 40).min(1, 'Section must not be empty').optional(),
  action: text('Action', 40).min(1, 'Action must not be empty').optional(),
  from: moment('From').optional().describe('Entries at or after this moment'),
  to: moment('To').optional().describe('Entries before this moment'),
};

const fromNotAfterTo = (f: { from?: string; to?: string }) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to);
const RANGE_MESSAGE = { message: 'From must not be after To', path: ['to'] };

export const activityFilters = z.strictObject(filterFields).refine(fromNotAfterTo, RANGE_MESSAGE);
export type ActivityFilters = z.infer<typeof activityFilters>;

export const activityPageInput = z
  .strictObject({
    ...filterFields,
    page: wholeNumber('Page', 1, 1_000_000).optional().default(1),
    pageSize: wholeNumber('Page size', 1, ACTIVITY_PAGE_SIZE.max).optional().default(ACTIVITY_PAGE_SIZE.default),
  })
  .refine(fromNotAfterTo, RANGE_MESSAGE);
export type ActivityPageInput = z.input<typeof activityPageInput>;

export const activityEntryDto = z
  .object({
    id: z.number().int(),
    at: isoDateTime,
    actorKind: z.enum(ACTOR_KINDS),
    actorId: orNull(z.number().int()),
    actorName: z.string(),
    action: z.string(),
    section: z.string(),
    itemId: orNull(z.string()),
    fields: z.array(z.string()).describe('Names of the fields that changed (never their values)'),
    summary: z.string(),
    address: orNull(z.string()),
    userAgent: orNull(z.string()),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntryDto = z.infer<typeof activityEntryDto>;

/** The list's answer: the envelope with `meta` for paging, as every admin list answers. */
export const activityPage = listPage(activityEntryDto);

/** How long entries are kept; at least a year. */
export const activitySettings = z
  .strictObject({ retentionDays: wholeNumber('Retention', MIN_RETENTION_DAYS, MAX_RETENTION_DAYS).describe('Days an entry is kept') })
  .meta({ id: 'ActivitySettings' });
export type ActivitySettings = z.infer<typeof activitySettings>;
