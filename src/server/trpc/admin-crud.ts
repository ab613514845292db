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
import { declareItemPage, followItemPage, itemPagePath, type ItemPage } from '../../modules/redirects';
import { adminProcedure, mergeRouters, router } from './trpc';
import { TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { StaleVersion } from '../lib/stale-version';
import type { WebhookEvents } from '../../modules/webhooks';
import { addRevision, keepOriginal, UnpublishScheduleEntity } from '../../modules/drafts';
import { draftProcedures, liveValues, type Editorial } from './admin-drafts';
import { editorialListing, editorialStateFilter, type EditorialListing } from './admin-editorial-list';
import { revisionProcedures } from './admin-revisions';
import { actorName } from './actor-name';
import { contentBulk } from './admin-content-bulk';
import { requireDescribedImages } from '../../modules/media';

const itemVersion = z.number().int().min(1).describe('The version of the item you read; a write naming an older one is refused with 409');
const VERSION_ETAG = { responseHeaders: z.object({ etag: z.string().describe('The item’s version, e.g. "3": send it back as If-Match') }) };
const records = new WeakMap<z.ZodObject, z.ZodObject>();

/**
 * What staff see of a row: its DTO and its version, which a write may name to refuse overwriting a
 * newer one. One schema per DTO (an OpenAPI component, `ServiceRecord`), however many routers use it.
 */
function recordSchema(dto: z.ZodObject, noun: string): z.ZodObject {
  const known = records.get(dto);
  if (known) return known;
  const record = dto.extend({ version: itemVersion }).meta({ id: `${z.globalRegistry.get(dto)?.id ?? noun}Record` });
  records.set(dto, record);
  return record;
}

const IF_MATCH = {
  requestHeaders: z.object({
    'if-match': z.string().optional().describe('The ETag the item was read with; a write based on an older version is refused with 409'),
  }),
};

/** Every content row has an id and, from the base entity, its optimistic-lock version. */
type Row = { id: number; version: number };

/**
 * How one content section is stored and shown; the rules that differ per section are hooks.
 * Messages name a row by its entity's noun: "Service created", "Service not found".
 */
export type AdminSection<TEntity extends Row & z.input<TDto>, TDto extends z.ZodObject, TInput extends z.ZodObject> = {
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
  /** The order reordering reads the whole section in. */
  orderBy: Record<string, 'asc' | 'desc'>[];
  /** How the dashboard's list pages, searches, sorts and filters the rows (decision 025). */
  list: Omit<ListDeclaration<TEntity, string, z.ZodRawShape>, 'entity'>;
  /** Turns validated input into column values (slugs, sanitised HTML); `existing` on updates. */
  prepare?: (em: EntityManager, data: Partial<z.output<TInput>>, existing?: TEntity) => Promise<Record<string, unknown>>;
  /** Each live item's public page: moving or deleting one leaves a 301 from its old address, in the same flush. */
  publicPage?: ItemPage;
  /** An editorial section: drafts beside the live rows, preview, scheduled publishing, revisions (admin-drafts.ts). */
  editorial?: Editorial;
  /**
   * Image fields (and their form labels) whose public page describes the picture by its library alt text:
   * an upload placed in one needs alt text or the decorative mark (decision 050).
   */
  describedImages?: Partial<Record<keyof z.output<TInput> & string, string>>;
};

/**
 * List, read, create, update and delete for one admin section, each a protected procedure
 * exposed as GET/POST /api/admin/{path} and GET/PUT/DELETE /api/admin/{path}/{id}.
 * PUT changes only the fields it is given.
 */
/** What every procedure of a section shares: how a row is read, shown, prepared and written live. */
export function sectionKit<TEntity extends Row & z.input<TDto>, TDto extends z.ZodObject, TInput extends z.ZodObject>(
  section: AdminSection<TEntity, TDto, TInput>,
) {
  const { path, tag, content, scope, entity, input, publicPage } = section;
  const noun = nounOf(entity);
  const versioned = recordSchema(section.dto, noun);
  const toDto = (row: TEntity) => dtoFrom(versioned, row);
  // The procedures answer the schema's output, which tRPC checks against the same schema.
  const dto = versioned as unknown as z.ZodType<z.output<TDto> & { version: number }>;
  const prepare = section.prepare ?? (async (_em, data) => data as Record<string, unknown>);
  const openapi = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    suffix: string,
    summary: string,
    errors: Record<number, string> = {},
    headers: Pick<OpenApiMeta['openapi'] & object, 'requestHeaders' | 'responseHeaders'> = {},
  ) => ({
    method,
    path: `/admin/${path}${suffix}` as `/${string}`,
    tags: [`Admin: ${tag}`],
    summary,
    errorResponses: { 401: 'Authentication required', ...errors },
    ...headers,
  });
  const read = (...args: Parameters<typeof openapi>) => ({ openapi: openapi(...args), cache: 'no-store' as const, scope: `${scope}:read` as const });
  const writeChanges: ContentTag[] = publicPage ? [content, 'redirects'] : [content];
  const write = (...args: Parameters<typeof openapi>) => ({ openapi: openapi(...args), changes: writeChanges, scope: `${scope}:write` as const });
  const pageOf = (row: object) => (publicPage ? itemPagePath(publicPage, row as Record<string, unknown>) : null);
  const find = async (em: EntityManager, id: number) => (await em.findOneOrFail(entity, { id } as never)) as TEntity;
  /** An item that gained or lost its public page went live or left the site: integrations hear of it (`content.*` webhooks). */
  const announce = async (webhooks: WebhookEvents, em: EntityManager, row: TEntity, before: string | null, after: string | null) => {
    if (!publicPage || (before === null) === (after === null)) return;
    await webhooks.emit(em, after ? 'content.published' : 'content.unpublished', { section: path, id: row.id, path: after ?? before, item: toDto(row) });
  };
  /** The row as its input fields: what a draft starts from and what a revision keeps. */
  const inputValues = (row: TEntity): Record<string, unknown> =>
    Object.fromEntries(Object.keys(input.shape).map((key) => [key, (row as Record<string, unknown>)[key] ?? null]));
  /**
   * Changes the live row as one write: the redirect its move leaves, the row, the revision it makes, and
   * the webhooks it announces all commit together in the caller's transaction.
   */
  const writeLive = async (
    em: EntityManager,
    { row, values, webhooks, savedBy, reason }: { row: TEntity; values: Record<string, unknown>; webhooks: WebhookEvents; savedBy: string; reason: string },
  ) => {
    const [before, after] = [pageOf(row), pageOf({ ...row, ...values })];
    await followItemPage(em, before, after);
    if (section.editorial) await keepOriginal(em, { section: path, itemId: row.id }, inputValues(row));
    em.assign(row, values as never);
    await em.flush();
    if (section.editorial) addRevision(em, { section: path, itemId: row.id }, reason, inputValues(row), savedBy);
    await em.flush();
    await announce(webhooks, em, row, before, after);
    return row;
  };
  /**
   * Deletes the live row as one write: the redirect from its public page to the section's list, the
   * revision that keeps its last content (the section's "Recently deleted"), and the `content.deleted`
   * webhook, in the caller's transaction.
   */
  const removeLive = async (em: EntityManager, { row, webhooks, savedBy }: { row: TEntity; webhooks: WebhookEvents; savedBy: string }) => {
    const page = pageOf(row);
    await followItemPage(em, page, page && publicPage!.list);
    if (section.editorial) {
      addRevision(em, { section: path, itemId: row.id }, 'delete', inputValues(row), savedBy);
      await em.nativeDelete(UnpublishScheduleEntity, { section: path, itemId: row.id });
    }
    await em.remove(row).flush();
    await webhooks.emit(em, 'content.deleted', { section: path, id: row.id, path: page });
  };
  /**
   * Refuses an undescribed upload placed in a described image field: one whose address `values` change
   * from `before` (null: a new item), so content saved before the rule keeps saving as it is.
   */
  const checkPlacedImages = async (em: EntityManager, values: Record<string, unknown>, before: Record<string, unknown> | null) => {
    const fields = Object.entries(section.describedImages ?? {}) as [string, string][];
    const placed = fields.filter(([field]) => values[field] !== undefined && values[field] !== (before?.[field] ?? null));
    await requireDescribedImages(
      em,
      placed.map(([field, label]) => ({ field, label, url: values[field] })),
    );
  };
  // A field's create-time default must not fill in on update: a PUT leaves out what it keeps.
  const withoutDefault = (schema: z.ZodType) => (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema);
  const updateInput = z.strictObject(
    Object.fromEntries(Object.entries(input.shape).map(([key, schema]) => [key, withoutDefault(schema as z.ZodType).optional()])),
  ) as unknown as z.ZodObject;
  return {
    section,
    noun,
    dto,
    toDto,
    prepare,
    openapi,
    read,
    write,
    pageOf,
    find,
    announce,
    inputValues,
    writeLive,
    removeLive,
    checkPlacedImages,
    updateInput,
  };
}

export type SectionKit<TEntity extends Row & z.input<TDto>, TDto extends z.ZodObject, TInput extends z.ZodObject> = ReturnType<
  typeof sectionKit<TEntity, TDto, TInput>
>;

/**
 * List, read, create, update and delete for one admin section, each a protected procedure
 * exposed as GET/POST /api/admin/{path} and GET/PUT/DELETE /api/admin/{path}/{id}; an editorial
 * section adds its drafts, preview, publishing and revisions (admin-drafts.ts).
 * PUT changes only the fields it is given, on the live item at once.
 */
export function adminSectionRouter<TEntity extends Row & z.input<TDto>, TDto extends z.ZodObject, TInput extends z.ZodObject>(
  section: AdminSection<TEntity, TDto, TInput>,
) {
  const kit = sectionKit(section);
  const { path, tag, scope, entity, input, publicPage } = section;
  const { noun, dto, toDto, prepare, read, write, pageOf, find, announce, inputValues, writeLive, removeLive, checkPlacedImages, updateInput } = kit;
  if (publicPage) declareItemPage(entity as never, publicPage);

  // An editorial list also filters by where its items stand (`?state=changed`).
  const states = section.editorial && editorialStateFilter(path, liveValues(section, section.editorial) ?? {});
  const listed = states
    ? { ...section.list, filters: { ...section.list.filters, state: states.filter }, filterConditions: { state: states.condition } }
    : section.list;
  const list = defineAdminList({ entity, ...listed });
  const crud = router({
    list: adminList({
      list,
      path: `/admin/${path}`,
      tags: [`Admin: ${tag}`],
      summary: `Every ${noun.toLowerCase()}, including hidden ones, a page at a time: search with ?q=, sort with ?sort=`,
      scope: `${scope}:read`,
      // An editorial section's rows also say where each stands (live, changed, draft, scheduled).
      ...(section.editorial
        ? editorialListing(kit, section.editorial)
        : { dto: dto as z.ZodType<z.output<TDto> & { version: number } & Partial<EditorialListing>> }),
      toDto: toDto as (row: TEntity) => z.output<TDto> & { version: number } & Partial<EditorialListing>,
      message: ({ total }) => `${total} ${tag.toLowerCase()} retrieved`,
    }),

    get: adminProcedure
      .meta({ ...read('GET', '/{id}', `One ${noun.toLowerCase()}`, { 404: `${noun} not found` }, VERSION_ETAG), versionTag: 'etag' })
      .input(z.strictObject({ id: idParam }))
      .output(envelope(dto))
      .query(async ({ ctx, input: { id } }) => ok(toDto(await find(ctx.em, id)), `${noun} retrieved`)),

    create: adminProcedure
      .meta({ ...write('POST', '', `Create a ${noun.toLowerCase()}`, { 400: 'Invalid input' }), creates: `/admin/${path}/{id}` })
      .input(input)
      .output(envelope(dto))
      .mutation(async ({ ctx, input: data }) => {
        const row = await ctx.em.transactional(async (em) => {
          await checkPlacedImages(em, data as Record<string, unknown>, null);
          const values = await prepare(em, data as never);
          await followItemPage(em, null, pageOf(values));
          const created = em.create(entity, values as never) as TEntity;
          await em.flush();
          if (section.editorial) addRevision(em, { section: path, itemId: created.id }, 'create', inputValues(created), actorName(ctx.actor));
          await announce(ctx.webhooks, em, created, null, pageOf(created));
          return created;
        });
        return ok(toDto(row), `${noun} created`);
      }),

    update: adminProcedure
      .meta({
        ...write(
          'PUT',
          '/{id}',
          `Change a ${noun.toLowerCase()}; fields left out stay as they are. With \`version\` (or If-Match), a write based on an older version is refused with 409`,
          { 400: 'Invalid input', 404: `${noun} not found`, 409: `${noun} changed since that version` },
          IF_MATCH,
        ),
        versionTag: 'if-match',
      })
      .input(updateInput.extend({ id: idParam, version: itemVersion.optional() }))
      .output(envelope(dto))
      .mutation(async ({ ctx, input: raw }) => {
        const { id, version, ...data } = raw as { id: number; version?: number } & Record<string, unknown>;
        const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
        const row = await ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          if (version !== undefined && version !== row.version) {
            throw new TRPCError({
              code: 'CONFLICT',
              message: `Someone else changed this ${noun.toLowerCase()} after you opened it (it is now version ${row.version}); reload it, or save again with version ${row.version} to overwrite`,
              cause: new StaleVersion(row.version),
            });
          }
          await checkPlacedImages(em, changes, row as Record<string, unknown>);
          const values = await prepare(em, changes as never, row);
          return writeLive(em, { row, values, webhooks: ctx.webhooks, savedBy: actorName(ctx.actor), reason: 'update' });
        });
        return ok(toDto(row), `${noun} updated`);
      }),

    remove: adminProcedure
      .meta(write('DELETE', '/{id}', `Delete a ${noun.toLowerCase()}`, { 404: `${noun} not found` }))
      .input(z.strictObject({ id: idParam }))
      .output(envelope(z.object({ id: z.number().int() })))
      .mutation(async ({ ctx, input: { id } }) => {
        await ctx.em.transactional(async (em) => removeLive(em, { row: await find(em, id), webhooks: ctx.webhooks, savedBy: actorName(ctx.actor) }));
        return ok({ id }, `${noun} deleted`);
      }),
  });
  // Many items at once, each through the same writes as one (admin-content-bulk.ts).
  return section.editorial ? mergeRouters(crud, router({ bulk: contentBulk(kit, section.editorial, list as never) })) : crud;
}

/** A section of the site's editorial content: its admin procedures plus drafts, preview, publishing and revisions. */
export function editorialSectionRouter<TEntity extends Row & z.input<TDto>, TDto extends z.ZodObject, TInput extends z.ZodObject>(
  section: AdminSection<TEntity, TDto, TInput> & { editorial: Editorial },
) {
  const kit = sectionKit(section);
  return mergeRouters(adminSectionRouter(section), draftProcedures(kit, section.editorial), revisionProcedures(kit, section.editorial));
}

/** Most rows to put in order in one call: sections that are ordered by hand hold a few dozen. */
const MAX_ORDERED_ROWS = 1000;

/**
 * An editorial section whose rows carry an `order` staff set by moving them: the section's procedures plus
 * PUT /api/admin/{path}/order, which takes every id in the new order and applies it in one transaction.
 */
export function orderedAdminSectionRouter<TEntity extends Row & { order: number } & z.input<TDto>, TDto extends z.ZodObject, TInput extends z.ZodObject>(
  section: AdminSection<TEntity, TDto, TInput> & { editorial: Editorial },
) {
  const crud = editorialSectionRouter(section);
  const { path, tag, content, scope, entity, orderBy } = section;
  const noun = nounOf(entity);
  const versioned = recordSchema(section.dto, noun);
  const reorder = adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: `/admin/${path}/order`,
        tags: [`Admin: ${tag}`],
        summary: `Put every ${noun.toLowerCase()} in a new order: all their ids, first to last, applied together or not at all`,
        errorResponses: { 400: 'The ids are not exactly the section’s ids', 401: 'Authentication required', 409: `A ${noun.toLowerCase()} changed meanwhile` },
      },
      changes: [content],
      scope: `${scope}:write`,
    })
    .input(z.strictObject({ ids: z.array(idParam).min(1).max(MAX_ORDERED_ROWS) }))
    .output(envelope(z.array(versioned as unknown as z.ZodType<z.output<TDto> & { version: number }>)))
    .mutation(async ({ ctx, input: { ids } }) => {
      const rows = (await ctx.em.find(entity, {}, { orderBy: orderBy as never })) as TEntity[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `ids must name every ${noun.toLowerCase()} exactly once (there are ${rows.length}); reload the list and try again`,
        });
      }
      ids.forEach((id, index) => (byId.get(id)!.order = index + 1));
      // One flush is one transaction: every row moves, or none does.
      await ctx.em.flush();
      return ok(
        ids.map((id) => dtoFrom(versioned, byId.get(id)!)),
        `${tag} order saved`,
      );
    });
  return mergeRouters(crud, router({ reorder }));
}
