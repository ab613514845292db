import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { z } from 'zod';
import { nounOf } from '../lib/not-found';
import { dtoFrom } from '../lib/dto';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import type { ScopeSection } from '../../shared/api-scopes';
import type { ContentTag } from '../content-tags';
import { defineAdminList, type ListDeclaration } from '../lib/admin-list';
import { adminList } from './admin-list';
import { adminProcedure, router } from './trpc';

type Row = { id: number };

/**
 * How one content section is stored and shown; the rules that differ per section are hooks.
 * Messages name a row by its entity's noun: "Service created", "Service not found".
 */
export type AdminSection<TEntity extends Row & z.input<TDto>, TDto extends z.ZodType, TInput extends z.ZodObject> = {
  /** The path segment under /api/admin, e.g. `core-expertise`. */
  path: string;
  tag: string;
  /** The public content the section's writes change. */
  content: ContentTag;
  /** API keys read it with `{scope}:read` and change it with `{scope}:write`. */
  scope: ScopeSection;
  entity: EntitySchema<TEntity, never>;
  /** What a response shows of a row; the row is read through it. */
  dto: TDto;
  input: TInput;
  /** How the dashboard's list pages, searches, sorts and filters the rows (decision 025). */
  list: Omit<ListDeclaration<TEntity, string, z.ZodRawShape>, 'entity'>;
  /** Turns validated input into column values (slugs, sanitised HTML); `existing` on updates. */
  prepare?: (em: EntityManager, data: Partial<z.output<TInput>>, existing?: TEntity) => Promise<Record<string, unknown>>;
};

/**
 * List, read, create, update and delete for one admin section, each a protected procedure
 * exposed as GET/POST /api/admin/{path} and GET/PUT/DELETE /api/admin/{path}/{id}.
 * PUT changes only the fields it is given.
 */
export function adminSectionRouter<TEntity extends Row & z.input<TDto>, TDto extends z.ZodType, TInput extends z.ZodObject>(
  section: AdminSection<TEntity, TDto, TInput>,
) {
  const { path, tag, content, scope, entity, input } = section;
  const noun = nounOf(entity);
  const toDto = (row: TEntity) => dtoFrom(section.dto, row);
  // The procedures answer the schema's output, which tRPC checks against the same schema.
  const dto = section.dto as z.ZodType<z.output<TDto>>;
  const prepare = section.prepare ?? (async (_em, data) => data as Record<string, unknown>);
  const openapi = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix: string, summary: string, errors: Record<number, string> = {}) => ({
    method,
    path: `/admin/${path}${suffix}` as `/${string}`,
    tags: [`Admin: ${tag}`],
    summary,
    errorResponses: { 401: 'Authentication required', ...errors },
  });
  const read = (...args: Parameters<typeof openapi>) => ({ openapi: openapi(...args), cache: 'no-store' as const, scope: `${scope}:read` as const });
  const write = (...args: Parameters<typeof openapi>) => ({ openapi: openapi(...args), changes: [content], scope: `${scope}:write` as const });
  const find = async (em: EntityManager, id: number) => (await em.findOneOrFail(entity, { id } as never)) as TEntity;
  // A field's create-time default must not fill in on update: a PUT leaves out what it keeps.
  const withoutDefault = (schema: z.ZodType) => (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema);
  const updateInput = z.strictObject(
    Object.fromEntries(Object.entries(input.shape).map(([key, schema]) => [key, withoutDefault(schema as z.ZodType).optional()])),
  ) as unknown as z.ZodObject;

  return router({
    list: adminList({
      list: defineAdminList({ entity, ...section.list }),
      path: `/admin/${path}`,
      tags: [`Admin: ${tag}`],
      summary: `Every ${noun.toLowerCase()}, including hidden ones, a page at a time: search with ?q=, sort with ?sort=`,
      scope: `${scope}:read`,
      dto,
      toDto,
      message: ({ total }) => `${total} ${tag.toLowerCase()} retrieved`,
    }),

    get: adminProcedure
      .meta(read('GET', '/{id}', `One ${noun.toLowerCase()}`, { 404: `${noun} not found` }))
      .input(z.strictObject({ id: idParam }))
      .output(envelope(dto))
      .query(async ({ ctx, input: { id } }) => ok(toDto(await find(ctx.em, id)), `${noun} retrieved`)),

    create: adminProcedure
      .meta(write('POST', '', `Create a ${noun.toLowerCase()}`, { 400: 'Invalid input' }))
      .input(input)
      .output(envelope(dto))
      .mutation(async ({ ctx, input: data }) => {
        const row = ctx.em.create(entity, (await prepare(ctx.em, data as never)) as never);
        await ctx.em.flush();
        return ok(toDto(row as TEntity), `${noun} created`);
      }),

    update: adminProcedure
      .meta(write('PUT', '/{id}', `Change a ${noun.toLowerCase()}; fields left out stay as they are`, { 400: 'Invalid input', 404: `${noun} not found` }))
      .input(updateInput.extend({ id: idParam }))
      .output(envelope(dto))
      .mutation(async ({ ctx, input: raw }) => {
        const { id, ...data } = raw as { id: number } & Record<string, unknown>;
        const row = await find(ctx.em, id);
        const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
        ctx.em.assign(row, (await prepare(ctx.em, changes as never, row)) as never);
        await ctx.em.flush();
        return ok(toDto(row), `${noun} updated`);
      }),

    remove: adminProcedure
      .meta(write('DELETE', '/{id}', `Delete a ${noun.toLowerCase()}`, { 404: `${noun} not found` }))
      .input(z.strictObject({ id: idParam }))
      .output(envelope(z.object({ id: z.number().int() })))
      .mutation(async ({ ctx, input: { id } }) => {
        const row = await find(ctx.em, id);
        await ctx.em.remove(row).flush();
        return ok({ id }, `${noun} deleted`);
      }),
  });
}
