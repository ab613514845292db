import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import type { ContentTag } from '../content-tags';
import { publicProcedure } from './trpc';

/** A public GET: its REST address and the content its cacheable answer shows. */
export type PublicRead = {
  path: `/${string}`;
  tag: string;
  summary: string;
  /** Cached answers are dropped when this content changes. */
  content: ContentTag;
  errorResponses?: Record<number, string>;
};

/** The meta of a public GET: open to anyone, cached until its content changes. */
export const publicReadMeta = ({ path, tag, summary, content, errorResponses }: PublicRead) => ({
  openapi: { method: 'GET' as const, path, protect: false, tags: [tag], summary, ...(errorResponses && { errorResponses }) },
  cache: 'public' as const,
  reads: [content],
});

/** What the answer holds: `T`, as the schema `dto` reads and documents it. */
type Answer<T> = { dto: z.ZodType<T>; message: string };

/** A public list in the envelope: GET {path} → `{success, data: [...], message}`. */
export const publicList = <T>(read: PublicRead & Answer<T> & { list: (em: EntityManager) => Promise<T[]> }) =>
  publicProcedure
    .meta(publicReadMeta(read))
    .input(z.void())
    .output(envelope(z.array(read.dto)))
    .query(async ({ ctx }) => ok(await read.list(ctx.em), read.message));

/** One public item by id in the envelope: GET {path} (with `{id}`); `notFound` is the 404's message. */
export const publicById = <T>(
  read: Omit<PublicRead, 'errorResponses'> & Answer<T> & { notFound: string; find: (em: EntityManager, id: number) => Promise<T> },
) =>
  publicProcedure
    .meta(publicReadMeta({ ...read, errorResponses: { 400: 'Invalid id', 404: read.notFound } }))
    .input(z.strictObject({ id: idParam }))
    .output(envelope(read.dto))
    .query(async ({ ctx, input }) => ok(await read.find(ctx.em, input.id), read.message));
