import { z } from 'zod';
import { typeMessage } from './fields';

/** Rows per page of an admin list: 25 unless asked, never more than 100. */
export const PAGE_SIZE = { default: 25, max: 100 } as const;
const MAX_PAGE = 1_000_000;

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** `page` (from 1) and `pageSize`; query-string text becomes a number only as a decimal integer (decision 008). */
export const pagingFields = {
  page: wholeNumber('page', 1, MAX_PAGE).optional().default(1).describe('Page number, from 1'),
  pageSize: wholeNumber('pageSize', 1, PAGE_SIZE.max)
    .optional()
    .default(PAGE_SIZE.default)
    .describe(`Rows per page, 1 to ${PAGE_SIZE.max} (default ${PAGE_SIZE.default})`),
};

/**
 * A public list's optional `page` and `pageSize` (decision 040): without either the whole list is the
 * answer, exactly as the spec's clients expect it; with either, one page and its `meta`.
 */
export const publicPagingFields = {
  page: wholeNumber('page', 1, MAX_PAGE).describe('Page number, from 1; without page or pageSize the whole list is answered').optional(),
  pageSize: wholeNumber('pageSize', 1, PAGE_SIZE.max)
    .describe(`Items per page, 1 to ${PAGE_SIZE.max} (default ${PAGE_SIZE.default} when page is given)`)
    .optional(),
};

export type SortDirection = 'asc' | 'desc';
export type SortValue<TField extends string> = `${TField}:${SortDirection}`;

const sortField = <TField extends string>(fields: readonly [TField, ...TField[]], fallback: SortValue<TField>) => {
  const values = fields.flatMap((field) => [`${field}:asc`, `${field}:desc`]) as [SortValue<TField>, ...SortValue<TField>[]];
  return z
    .enum(values, { error: `sort must be one of ${values.join(', ')}` })
    .optional()
    .default(fallback as never)
    .describe(`Column and direction, e.g. ${fallback}`);
};

const searchField = z
  .string({ error: typeMessage('q must be text') })
  .trim()
  .max(200, 'q must be at most 200 characters')
  .optional()
  .describe('Search text: matched anywhere, ignoring case and accents');

const moment = (name: string, description: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${name} must be an ISO 8601 date or date-time, e.g. 2026-01-31 or 2026-01-31T09:00:00Z`,
    })
    .optional()
    .describe(description);

/** `from`/`to` on the row's creation time: a date means its start (UTC); `to` is exclusive. */
export const dateRangeFields = {
  from: moment('from', 'Rows created at or after this date (or moment)'),
  to: moment('to', 'Rows created before this date (or moment)'),
};

/** A boolean filter over the query string: only `true` and `false` (decision 008). */
export const flagFilter = (name: string, description: string) =>
  z
    .boolean({ error: `${name} must be true or false` })
    .optional()
    .describe(description);

/** A filter on one of a column's values. */
export const oneOfFilter = <T extends string>(name: string, values: readonly [T, ...T[]], description: string) =>
  z
    .enum(values, { error: `${name} must be one of ${values.join(', ')}` })
    .optional()
    .describe(description);

/**
 * The input of an admin list: paging, search, an allow-listed sort and the list's own filters, strict
 * like every input. `sortable[0]` with `defaultSort` is the order when none is asked for.
 */
export function listQuery<TField extends string, TFilters extends z.ZodRawShape = Record<never, never>>(options: {
  sortable: readonly [TField, ...TField[]];
  defaultSort: SortValue<TField>;
  filters?: TFilters;
}) {
  return listFilters(options).extend(pagingFields).refine(fromNotAfterTo, RANGE_MESSAGE);
}

/** A list's search, sort and filters without the paging: what a CSV export of the same view takes. */
export function listExportQuery<TField extends string, TFilters extends z.ZodRawShape = Record<never, never>>(
  options: Parameters<typeof listFilters<TField, TFilters>>[0],
) {
  return listFilters(options).refine(fromNotAfterTo, RANGE_MESSAGE);
}

/** A list's search and filters alone: which rows a bulk action over "all matching" takes (order does not matter there). */
export function listSelectionQuery<TFilters extends z.ZodRawShape = Record<never, never>>(filters?: TFilters) {
  return z.strictObject({ q: searchField, ...((filters ?? {}) as TFilters) }).refine(fromNotAfterTo, RANGE_MESSAGE);
}

function listFilters<TField extends string, TFilters extends z.ZodRawShape = Record<never, never>>(options: {
  sortable: readonly [TField, ...TField[]];
  defaultSort: SortValue<TField>;
  filters?: TFilters;
}) {
  return z.strictObject({
    q: searchField,
    sort: sortField(options.sortable, options.defaultSort),
    ...((options.filters ?? {}) as TFilters),
  });
}

const fromNotAfterTo = (input: object) => {
  const { from, to } = input as { from?: string; to?: string };
  return !from || !to || Date.parse(from) <= Date.parse(to);
};
const RANGE_MESSAGE = { message: 'from must not be after to', path: ['to'] };

/** Where a page stands: its number and size, how many rows match in all, and how many pages they fill. */
export const pageMeta = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe('Rows matching the search and filters'),
    totalPages: z.number().int(),
    estimated: z.literal(true).optional().describe("Present when more than 10,000 rows match: `total` is then PostgreSQL's estimate, not a count"),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMeta>;

/** A list's answer: the envelope, `data` the page's rows, plus `meta` for paging. */
export const listPage = <T extends z.ZodType>(row: T) => z.object({ success: z.literal(true), data: z.array(row), meta: pageMeta, message: z.string() });

export const pageMetaOf = (page: number, pageSize: number, total: number): PageMeta => ({
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});
