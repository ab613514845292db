import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { RequiredAccess } from '../../shared/api-scopes';
import { listPage, type PageMeta } from '../../shared/list-query';
import { listPageOf, type AdminListDefinition, type ListRequest } from '../lib/admin-list';
import { adminProcedure } from './trpc';

/**
 * GET /api/admin/{section} (and its tRPC query) for a declared list: `page`, `pageSize`, `q`, `sort`
 * and the list's filters in, `{success, data, meta, message}` out. `message` words the count.
 */
export function adminList<TEntity extends object, TField extends string, TFilters extends z.ZodRawShape, TDto>({
  list,
  path,
  tags,
  summary,
  scope,
  dto,
  toDto,
  annotate,
  message,
}: {
  list: AdminListDefinition<TEntity, TField, TFilters>;
  path: `/${string}`;
  tags: string[];
  summary: string;
  scope: RequiredAccess;
  dto: z.ZodType<TDto>;
  toDto: (row: TEntity) => TDto;
  /** What a page's rows show beside their own columns, read in one query for the page (an editorial item's state). */
  annotate?: (em: EntityManager, rows: TEntity[]) => Promise<(row: TEntity) => object>;
  message: (meta: PageMeta, em: EntityManager) => string | Promise<string>;
}) {
  return adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path,
        tags,
        summary,
        errorResponses: { 400: 'A paging, search, sort or filter parameter is malformed', 401: 'Authentication required' },
      },
      cache: 'no-store',
      scope,
    })
    .input(list.input)
    .output(listPage(dto))
    .query(async ({ ctx, input }) => {
      const { rows, meta } = await listPageOf<TEntity>(ctx.em, list as never, input as ListRequest);
      const extra = annotate ? await annotate(ctx.em, rows) : () => ({});
      return { success: true as const, data: rows.map((row) => ({ ...toDto(row), ...extra(row) })), meta, message: await message(meta, ctx.em) };
    });
}
