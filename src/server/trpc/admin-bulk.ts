import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import type { RequiredAccess } from '../../shared/api-scopes';
import type { ContentTag } from '../content-tags';
import { bulkRows, type BulkRows, type BulkSelection } from '../lib/admin-bulk';
import type { AdminListDefinition } from '../lib/admin-list';
import { adminProcedure } from './trpc';

/** Most ids one call may name: a few pages of ticked rows; "all matching" goes by the filter instead. */
export const MAX_BULK_IDS = 1000;

/** One thing a bulk call can do to the selected rows. */
export type BulkAction<TParams> = {
  /** What it does, for the API reference: "mark as read". */
  label: string;
  /** What the answer says happened to the rows: "marked read". */
  done: string;
  /** The extra fields it needs (`status`), refused with 400 when missing. */
  needs?: (keyof TParams & string)[];
  /** Changes the rows and answers how many changed. */
  run: (rows: BulkRows, params: TParams) => Promise<number>;
};

/**
 * A bulk call's input: `{action, ids}` or `{action, filter}` (the list's search and filters, strict like
 * it), plus the extra fields some actions need; and the actions described for the API reference.
 */
export function bulkInput<TFilters extends z.ZodRawShape>(
  list: { selectionInput: AdminListDefinition<object, string, TFilters>['selectionInput'] },
  actions: Record<string, Pick<BulkAction<never>, 'label' | 'needs'>>,
  params?: z.ZodRawShape,
) {
  const names = Object.keys(actions) as [string, ...string[]];
  const described = names.map((name) => `\`${name}\` (${actions[name]!.label})`).join(', ');
  const optionalParams = Object.fromEntries(Object.entries(params ?? {}).map(([key, schema]) => [key, (schema as z.ZodType).optional()]));
  const input = z
    .strictObject({
      action: z.enum(names, { error: `action must be one of ${names.join(', ')}` }).describe(`What to do: ${described}`),
      ids: z
        .array(idParam, { error: 'ids must be a list of ids' })
        .min(1, 'ids must name at least one row')
        .max(MAX_BULK_IDS, `ids may name at most ${MAX_BULK_IDS} rows; select by filter for more`)
        .optional()
        .describe('The rows to change, by id (ids not in the list are skipped)'),
      filter: list.selectionInput
        .optional()
        .describe('Instead of ids: every row this search and these filters match, as the list reads them (`{}` is every row)'),
      ...optionalParams,
    })
    .superRefine((value, ctx) => {
      if ((value.ids === undefined) === (value.filter === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Send either ids or filter, not both or neither' });
      }
      for (const field of (actions[value.action]?.needs ?? []) as string[]) {
        if ((value as Record<string, unknown>)[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${value.action} needs ${field}` });
      }
    });
  return { input, described };
}

/**
 * POST /api/admin/{section}/bulk for a declared list: `{action, ids}` or `{action, filter}` (the list's
 * search and filters, meaning every row they match), applied in one transaction; the answer says how
 * many rows changed. The activity log records it like any staff write (decision 041).
 */
export function adminBulk<TEntity extends object, TField extends string, TFilters extends z.ZodRawShape, TParams extends z.ZodRawShape = Record<never, never>>({
  list,
  path,
  tags,
  scope,
  noun,
  params,
  actions,
  changes = [],
}: {
  list: AdminListDefinition<TEntity, TField, TFilters>;
  path: `/${string}`;
  tags: string[];
  scope: RequiredAccess;
  /** The rows' name, one and many: the answer says "12 messages marked read". */
  noun: [string, string];
  /** Fields some actions need besides the selection, each optional in the input. */
  params?: TParams;
  actions: Record<string, BulkAction<Partial<z.output<z.ZodObject<TParams>>>>>;
  /** The public content these rows show, if any. */
  changes?: ContentTag[];
}) {
  const { input, described } = bulkInput(list, actions, params);
  const [one, many] = noun;

  return adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `${path}/bulk`,
        tags,
        summary: `Change many ${many} at once: ${described}; by ids or by the list's filter, in one transaction`,
        errorResponses: { 400: 'Unknown action, or a malformed selection', 401: 'Authentication required' },
      },
      changes,
      scope,
    })
    .input(input)
    .output(envelope(z.object({ action: z.string(), changed: z.number().int().describe('Rows that changed') })))
    .mutation(async ({ ctx, input: { action, ids, filter, ...rest } }) => {
      const selection = (ids ? { ids } : { filter }) as BulkSelection;
      const chosen = actions[action]!;
      const changed = await ctx.em.transactional((em) => chosen.run(bulkRows(em, list as never, selection), rest as never));
      return ok({ action, changed }, `${changed.toLocaleString('en')} ${changed === 1 ? one : many} ${chosen.done}`);
    });
}
