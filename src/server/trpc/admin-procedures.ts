import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import type { RequiredAccess } from '../../shared/api-scopes';
import type { ContentTag } from '../content-tags';
import { adminProcedure } from './trpc';

/**
 * The by-id reads and deletes the hand-written admin routers share (users, media, the inboxes);
 * content sections get theirs from admin-crud.ts. `path` holds `{id}`; `notFound` is the 404's message.
 */
type ById<TRow> = {
  path: `/${string}`;
  tags: string[];
  summary: string;
  notFound: string;
  message: string;
  find: (em: EntityManager, id: number) => Promise<TRow>;
  /** The API key scope the call needs (`contacts:read` to read a message, `contacts:write` to delete one). */
  scope: RequiredAccess;
};

/** GET one row as its DTO, in the envelope. */
export const adminGet = <TRow, T>({ dto, toDto, ...read }: ById<TRow> & { dto: z.ZodType<T>; toDto: (row: TRow) => T }) =>
  adminProcedure
    .meta({
      openapi: { method: 'GET', path: read.path, tags: read.tags, summary: read.summary, errorResponses: { 404: read.notFound } },
      cache: 'no-store',
      scope: read.scope,
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(dto))
    .query(async ({ ctx, input }) => ok(toDto(await read.find(ctx.em, input.id)), read.message));

/** Rows with nothing else to clean up go with the row itself. */
const removeRow = async (em: EntityManager, row: object) => {
  await em.remove(row).flush();
};

/**
 * DELETE one row; the answer is its id. `remove`: what deleting it takes besides the row (files, say);
 * `changes`: the public content it shows, if any.
 */
export const adminRemove = <TRow extends object>({
  remove = removeRow,
  changes = [],
  ...row
}: ById<TRow> & { remove?: (em: EntityManager, row: TRow) => Promise<unknown>; changes?: ContentTag[] }) =>
  adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: row.path, tags: row.tags, summary: row.summary, errorResponses: { 404: row.notFound } },
      changes,
      scope: row.scope,
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(z.object({ id: z.number().int() })))
    .mutation(async ({ ctx, input }) => {
      await remove(ctx.em, await row.find(ctx.em, input.id));
      return ok({ id: input.id }, row.message);
    });

/** GET with no input (a list, a settings document) as its DTO, in the envelope. */
export const adminRead = <T>({
  read,
  dto,
  ...doc
}: {
  path: `/${string}`;
  tags: string[];
  summary: string;
  message: string;
  dto: z.ZodType<T>;
  read: (em: EntityManager) => Promise<T>;
  scope: RequiredAccess;
}) =>
  adminProcedure
    .meta({ openapi: { method: 'GET', path: doc.path, tags: doc.tags, summary: doc.summary }, cache: 'no-store', scope: doc.scope })
    .input(z.void())
    .output(envelope(dto))
    .query(async ({ ctx }) => ok(await read(ctx.em), doc.message));
