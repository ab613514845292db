import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { PAGE_SIZE, pageMeta, pageMetaOf, publicPagingFields } from '../../shared/list-query';
import { idParam } from '../../shared/fields';
import type { ContentTag } from '../content-tags';
import { publicProcedure } from './trpc';

/** A public GET: its REST address and the content its cacheable answer shows. */
export type PublicRead = {
  path: `/${string}`;
  tag: string;
  summary: string;
  /** Cached answers are dropped when this content (or any of these) changes. */
  content: ContentTag | readonly ContentTag[];
  errorResponses?: Record<number, string>;
  description?: string;
};

/** The meta of a public GET: open to anyone, cached until its content changes. */
export const publicReadMeta = ({ path, tag, summary, description, content, errorResponses }: PublicRead) => ({
  openapi: {
    method: 'GET' as const,
    path,
    protect: false,
    tags: [tag],
    summary,
    ...(description && { description }),
    ...(errorResponses && { errorResponses }),
  },
  cache: 'public' as const,
  reads: typeof content === 'string' ? [content] : content,
});

/** What the answer holds: `T`, as the schema `dto` reads and documents it. */
type Answer<T> = { dto: z.ZodType<T>; message: string };

const LIST_PARAMETERS =
  'Public: no credentials needed. Without parameters the answer is the whole list, `{success, data, message}`, as it always was. ' +
  'With `page` and/or `pageSize` it is one page of it, plus `meta: {page, pageSize, total, totalPages}`; unknown parameters are refused (400). ' +
  'Every answer carries an `ETag`: send it back as `If-None-Match` to get 304 without a body when nothing changed.';

/** Optional narrowing of a public list by query parameters: their schema, and which items they keep. */
export type PublicListFilters<T, TShape extends z.ZodRawShape> = {
  fields: TShape;
  keep: (items: T[], filters: z.output<z.ZodObject<TShape>>) => T[];
};

/**
 * A public list in the envelope: GET {path} → `{success, data: [...], message}`, the spec's answer when no
 * parameter is given. Optional `page`/`pageSize` answer one page with `meta`; `filters` (the blog's `q` and
 * `category`) narrow the list first. The lists are the site's public content (tens of rows), read whole and
 * cached per URL, so narrowing and paging happen on the read list.
 */
export const publicList = <T, TShape extends z.ZodRawShape = Record<never, never>>(
  read: PublicRead & Answer<T> & { list: (em: EntityManager) => Promise<T[]>; filters?: PublicListFilters<T, TShape> },
) => {
  const input = z.strictObject({ ...publicPagingFields, ...read.filters?.fields }).optional();
  return (
    publicProcedure
      // A list has no 404; without its own errorResponses the generator would document one.
      .meta(
        publicReadMeta({
          ...read,
          description: LIST_PARAMETERS,
          errorResponses: { 400: 'A page, pageSize or filter parameter is malformed', ...read.errorResponses },
        }),
      )
      .input(input)
      .output(envelope(z.array(read.dto)).extend({ meta: pageMeta.optional().describe('Only when page or pageSize is given') }))
      .query(async ({ ctx, input: given = {} }) => {
        const { page, pageSize, ...filters } = given as { page?: number; pageSize?: number };
        const all = await read.list(ctx.em);
        const items = read.filters ? read.filters.keep(all, filters as never) : all;
        if (page === undefined && pageSize === undefined) return ok(items, read.message);
        const size = pageSize ?? PAGE_SIZE.default;
        const number = page ?? 1;
        return { ...ok(items.slice((number - 1) * size, number * size), read.message), meta: pageMetaOf(number, size, items.length) };
      })
  );
};

/** One public item by id in the envelope: GET {path} (with `{id}`); `notFound` is the 404's message. */
export const publicById = <T>(
  read: Omit<PublicRead, 'errorResponses'> & Answer<T> & { notFound: string; find: (em: EntityManager, id: number) => Promise<T> },
) =>
  publicProcedure
    .meta(publicReadMeta({ ...read, errorResponses: { 400: 'Invalid id', 404: read.notFound } }))
    .input(z.strictObject({ id: idParam }))
    .output(envelope(read.dto))
    .query(async ({ ctx, input }) => ok(await read.find(ctx.em, input.id), read.message));
