import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam, isoDateTime } from '../../shared/fields';
import { listPage, oneOfFilter, pageMetaOf, pagingFields } from '../../shared/list-query';
import type { FilterCondition } from '../lib/admin-list';
import {
  addRevision,
  ContentDraftEntity,
  DELETED_KEPT_DAYS,
  draftsOf,
  findDraft,
  findRevision,
  putDraft,
  recentlyDeleted,
  revisionsOf,
  type ContentDraft,
} from '../../modules/drafts';
import { followItemPage } from '../../modules/redirects';
import { registerPublisher, schedulePublish } from './draft-scheduler';
import type { WebhookEvents } from '../../modules/webhooks';
import { StaleVersion } from '../lib/stale-version';
import type { SectionKit } from './admin-crud';
import { actorName } from './actor-name';
import { previewLinkOf, registerPreview, type PreviewDeclaration } from './previews';
import { adminProcedure, router } from './trpc';

/** What makes a section editorial: how an item goes live, how its draft is previewed, what publishing decides. */
export type Editorial = {
  /**
   * The values that put an item on the public site, which publishing sets (`{ isPublished: true }`); by
   * default its public page's `live`; none: every item is live.
   */
  live?: Record<string, unknown>;
  preview: PreviewDeclaration;
  /**
   * What publishing settles on the server (a post without a date gets today's), and the moment before
   * which the item must not go live (a post dated next June): publishing before it schedules instead.
   */
  onPublish?: (values: Record<string, unknown>, now: Date) => { values: Record<string, unknown>; notBefore: Date | null };
};

// A moment given as text with its offset, e.g. 2026-12-01T09:00:00+01:00: the editor's zone, stored in UTC.
const moment = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 date-time with its offset, e.g. 2026-12-01T09:00:00Z` })
    .transform((text) => new Date(text));
const draftVersion = z.number().int().min(1).describe('The draft version you read; a save based on an older one is refused with 409');
const itemVersion = z
  .number()
  .int()
  .min(1)
  .describe('When you read no draft: the item version you read; refused with 409 if the item changed or someone started a draft since');

const draftMeta = z
  .object({
    version: z.number().int(),
    publishAt: isoDateTime.nullable().describe('When it goes live by itself; null: when someone presses Publish'),
    savedBy: z.string(),
    savedAt: isoDateTime,
  })
  .meta({ id: 'DraftState' });
const revisionSummary = z
  .object({
    id: z.number().int(),
    reason: z.string().describe('create, update (a live change), publish, unpublish, delete or restore (brought back after a deletion)'),
    savedBy: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'RevisionSummary' });
const revision = revisionSummary
  .extend({ data: z.record(z.string(), z.unknown()).describe('The item’s fields as that write left them') })
  .meta({ id: 'Revision' });

/** Where an editorial item stands: on the site as it is, on the site with a draft pending, not on the site yet, or waiting for its time. */
export const EDITORIAL_STATES = ['live', 'changed', 'draft', 'scheduled'] as const;
const listedFields = {
  state: z
    .enum(EDITORIAL_STATES)
    .describe('live: on the site as it is; changed: on the site, with unpublished changes; draft: not on the site; scheduled: goes live at publishAt'),
  publishAt: isoDateTime.nullable().describe('When its draft goes live by itself'),
};
const listedSchemas = new WeakMap<z.ZodType, z.ZodType>();
/** What an editorial list row shows beside the item's own fields. */
export type EditorialListing = { state: (typeof EDITORIAL_STATES)[number]; publishAt: string | null };

/**
 * The `state` filter of an editorial list, as SQL over the row and its draft (the same rules as the rows'
 * `state`): scheduled, else draft (not live), else changed (a draft), else live.
 */
export function editorialStateFilter(section: string, live: Record<string, unknown>) {
  const draft = (extra: string) => `exists (select 1 from content_drafts d where d.section = ? and d.item_id = r.id${extra})`;
  return {
    filter: oneOfFilter('state', EDITORIAL_STATES, 'Only items in this state: live, changed (unpublished changes), draft (not on the site) or scheduled'),
    condition: ((value, columnOf) => {
      const liveValues = Object.entries(live);
      const isLive = liveValues.length ? liveValues.map(([key]) => `${columnOf(key)} = ?`).join(' and ') : 'true';
      const liveBindings = liveValues.map(([, v]) => v);
      const scheduled = draft(' and d.publish_at is not null');
      const pending = draft(' and d.publish_at is null');
      const conditions: Record<string, { sql: string; bindings: unknown[] }> = {
        scheduled: { sql: scheduled, bindings: [section] },
        draft: { sql: `not (${isLive}) and not ${scheduled}`, bindings: [...liveBindings, section] },
        changed: { sql: `(${isLive}) and ${pending}`, bindings: [...liveBindings, section] },
        live: { sql: `(${isLive}) and not ${draft('')}`, bindings: [...liveBindings, section] },
      };
      return conditions[value as string]!;
    }) satisfies FilterCondition,
  };
}

/**
 * An editorial section's list rows: each row's record with its state, from one read of the page's drafts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function editorialListing(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const live = editorial.live ?? kit.section.publicPage?.live ?? {};
  const record = kit.dto as unknown as z.ZodObject;
  const dto = listedSchemas.get(record) ?? record.extend(listedFields).meta({ id: `${z.globalRegistry.get(record)?.id ?? kit.noun}Listed` });
  listedSchemas.set(record, dto);
  return {
    dto: dto as unknown as z.ZodType<z.output<typeof kit.dto> & Partial<EditorialListing>>,
    annotate: async (em: EntityManager, rows: { id: number }[]) => {
      const drafts = await draftsOf(
        em,
        kit.section.path,
        rows.map((row) => row.id),
      );
      return (row: { id: number }) => {
        const draft = drafts.get(row.id);
        const isLive = Object.entries(live).every(([key, value]) => (row as Record<string, unknown>)[key] === value);
        const state = draft?.publishAt ? 'scheduled' : !isLive ? 'draft' : draft ? 'changed' : 'live';
        return { state, publishAt: draft?.publishAt ?? null };
      };
    },
  };
}

const deletedItem = z.object({ id: z.number().int(), name: z.string(), deletedAt: isoDateTime, deletedBy: z.string() }).meta({ id: 'DeletedItem' });

const metaOf = (draft: ContentDraft) => ({ version: draft.version, publishAt: draft.publishAt, savedBy: draft.savedBy, savedAt: draft.updatedAt });

/**
 * An editorial section's drafts (decision 042): GET/PUT /{id}/draft, POST /{id}/publish (now, or at
 * `publishAt`), POST /{id}/discard-draft, GET /{id}/preview-link, and the revisions with restore. The
 * live row is what every public read serves; a draft only reaches it through publishing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function draftProcedures(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const { section, noun, dto, toDto, prepare, read, write, find, inputValues, writeLive, updateInput, pageOf, announce } = kit;
  const path = section.path;
  const lower = noun.toLowerCase();
  const ref = (itemId: number) => ({ section: path, itemId });
  // A draft's save, discard or restore changes nothing the public sees: no cached page goes.
  const draftWrite = (...args: Parameters<typeof write>) => ({ ...write(...args), changes: [] });
  // The values that put an item on the site; publishing sets them, unpublishing turns them over.
  const live = editorial.live ?? section.publicPage?.live;
  const answer = envelope(z.object({ item: dto, draft: draftMeta.nullable().describe('The pending draft; null when the item has none') }));
  type Row = Awaited<ReturnType<typeof find>>;
  /** The item as its draft would make it: the live row with the draft's fields, prepared as a save would. */
  const applied = async (em: EntityManager, row: Row, draft: ContentDraft | null) =>
    draft ? toDto({ ...row, ...(await prepare(em, draft.data as never, row)) }) : toDto(row);
  const draftAnswer = async (em: EntityManager, row: Row, draft: ContentDraft | null, message: string) =>
    ok({ item: await applied(em, row, draft), draft: draft && metaOf(draft) }, message);
  const noDraft = () => new TRPCError({ code: 'NOT_FOUND', message: `This ${lower} has no draft` });
  const conflict = (message: string, current: number) => new TRPCError({ code: 'CONFLICT', message, cause: new StaleVersion(current) });
  /**
   * Refuses a write based on what someone else has changed since: the draft it read (`version`), or, when
   * there was no draft then, the live item it read (`itemVersion`). With neither, the write goes ahead:
   * the editor chose to overwrite.
   */
  const checkVersions = (row: Row, draft: ContentDraft | null, { version, itemVersion }: { version?: number; itemVersion?: number }) => {
    const overwrite = 'or save again without a version to overwrite';
    if (version !== undefined && draft?.version !== version) {
      throw draft
        ? conflict(
            `Someone else saved this draft after you opened it (it is now version ${draft.version}, by ${draft.savedBy}); reload it, ${overwrite}`,
            draft.version,
          )
        : conflict(`This draft was published or discarded after you opened it; reload the ${lower}, ${overwrite}`, row.version);
    }
    if (version !== undefined || itemVersion === undefined) return;
    if (draft) throw conflict(`${draft.savedBy} started a draft of this ${lower} after you opened it; reload it, ${overwrite}`, draft.version);
    if (itemVersion !== row.version)
      throw conflict(`Someone else changed this ${lower} after you opened it (it is now version ${row.version}); reload it, ${overwrite}`, row.version);
  };
  const future = (at: Date | undefined, name: string) => {
    if (at && at.getTime() <= Date.now())
      throw new TRPCError({ code: 'BAD_REQUEST', message: `${name} must be in the future; leave it out to publish when you press Publish` });
    return at;
  };

  /**
   * Puts the draft (or, without one, the live fields) live now, unless publishing settles a moment still
   * to come: then the draft waits for it. In the caller's transaction.
   */
  const publishItem = async (em: EntityManager, row: Row, draft: ContentDraft | null, savedBy: string, webhooks: WebhookEvents) => {
    const data = draft?.data ?? inputValues(row);
    const prepared = { ...(await prepare(em, data as never, row)), ...live };
    const { values, notBefore } = editorial.onPublish?.(prepared, new Date()) ?? { values: prepared, notBefore: null };
    if (notBefore && notBefore.getTime() > Date.now()) return { scheduled: notBefore };
    await writeLive(em, { row, values, webhooks, savedBy, reason: 'publish' });
    if (draft) em.remove(draft);
    await em.flush();
    return { scheduled: null };
  };
  const schedule = async (em: EntityManager, jobs: Parameters<typeof schedulePublish>[0], row: Row, draft: ContentDraft | null, at: Date, savedBy: string) => {
    const scheduled = await putDraft(em, ref(row.id), draft?.data ?? inputValues(row), draft?.savedBy ?? savedBy, at);
    await em.flush();
    await schedulePublish(jobs, em, ref(row.id), at);
    return scheduled;
  };

  registerPreview(path, editorial.preview, async (em, itemId, data) => applied(em, await find(em, itemId), { data } as ContentDraft));
  registerPublisher(path, async (em, itemId, savedBy, { webhooks, jobs }) => {
    const row = await find(em, itemId);
    const draft = await findDraft(em, ref(itemId), true);
    const { scheduled } = await publishItem(em, row, draft, savedBy, webhooks);
    if (scheduled) await schedule(em, jobs, row, draft, scheduled, savedBy);
    return scheduled ? [] : section.publicPage ? [section.content, 'redirects'] : [section.content];
  });

  const withId = { 404: `${noun} not found` };
  return router({
    getDraft: adminProcedure
      .meta(
        read(
          'GET',
          '/{id}/draft',
          `A ${lower} as its pending draft would make it once published, and the draft's state; \`draft\` is null when it has none`,
          withId,
        ),
      )
      .input(z.strictObject({ id: idParam }))
      .output(answer)
      .query(async ({ ctx, input: { id } }) => {
        const row = await find(ctx.em, id);
        const draft = await findDraft(ctx.em, ref(id));
        return draftAnswer(ctx.em, row, draft, draft ? 'Draft retrieved' : `This ${lower} has no draft`);
      }),

    saveDraft: adminProcedure
      .meta(
        draftWrite(
          'PUT',
          '/{id}/draft',
          `Save changes to a ${lower} as its draft: the public site keeps showing the live ${lower} until the draft is published. Fields left out keep the draft’s (or the live item’s) value; \`publishAt\` schedules it, null unschedules it`,
          { 400: 'Invalid input', ...withId, 409: 'The draft changed since that version' },
        ),
      )
      .input(
        updateInput.extend({
          id: idParam,
          version: draftVersion.optional(),
          itemVersion: itemVersion.optional(),
          publishAt: moment('publishAt').nullable().optional(),
        }),
      )
      .output(answer)
      .mutation(async ({ ctx, input: raw }) => {
        const { id, version, itemVersion, publishAt, ...fields } = raw as {
          id: number;
          version?: number;
          itemVersion?: number;
          publishAt?: Date | null;
        } & Record<string, unknown>;
        future(publishAt ?? undefined, 'publishAt');
        const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          const existing = await findDraft(em, ref(id), true);
          checkVersions(row, existing, { version, itemVersion });
          const data = { ...(existing?.data ?? inputValues(row)), ...changes };
          // The draft must be publishable as it stands: preparing it now reports a bad value while the editor is here.
          await prepare(em, data as never, row);
          const at = publishAt === undefined ? (existing?.publishAt ?? null) : publishAt;
          const draft = await putDraft(em, ref(id), data, actorName(ctx.actor), at);
          await em.flush();
          if (at && at.getTime() !== existing?.publishAt?.getTime()) await schedulePublish(ctx.jobs, em, ref(id), at);
          return draftAnswer(em, row, draft, at ? `Draft saved; it goes live ${at.toISOString()}` : 'Draft saved');
        });
      }),

    publish: adminProcedure
      .meta(
        write(
          'POST',
          '/{id}/publish',
          `Publish a ${lower}: its draft (or, without one, the item as it is) goes live now, or at \`publishAt\`. A post dated in the future waits for its date`,
          { 400: 'Invalid input', ...withId, 409: 'The draft changed since that version' },
        ),
      )
      .input(z.strictObject({ id: idParam, version: draftVersion.optional(), itemVersion: itemVersion.optional(), publishAt: moment('publishAt').optional() }))
      .output(answer)
      .mutation(async ({ ctx, input: { id, version, itemVersion, publishAt } }) => {
        future(publishAt, 'publishAt');
        const savedBy = actorName(ctx.actor);
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          const draft = await findDraft(em, ref(id), true);
          checkVersions(row, draft, { version, itemVersion });
          const at = publishAt ?? (await publishItem(em, row, draft, savedBy, ctx.webhooks)).scheduled;
          if (!at) return draftAnswer(em, row, null, `${noun} published`);
          const scheduled = await schedule(em, ctx.jobs, row, draft, at, savedBy);
          return draftAnswer(em, row, scheduled, `${noun} scheduled to go live ${at.toISOString()}`);
        });
      }),

    unpublish: adminProcedure
      .meta(
        write('POST', '/{id}/unpublish', `Take a ${lower} off the public site; it stays here, with any draft, to publish again`, {
          400: `This section has no unpublished state`,
          ...withId,
        }),
      )
      .input(z.strictObject({ id: idParam }))
      .output(answer)
      .mutation(async ({ ctx, input: { id } }) => {
        if (!live) throw new TRPCError({ code: 'BAD_REQUEST', message: `A ${lower} is on the site while it exists: delete it to take it off` });
        const offline = Object.fromEntries(Object.entries(live).map(([key, value]) => [key, !value]));
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          await writeLive(em, { row, values: offline, webhooks: ctx.webhooks, savedBy: actorName(ctx.actor), reason: 'unpublish' });
          return draftAnswer(em, row, await findDraft(em, ref(id)), `${noun} unpublished`);
        });
      }),

    discardDraft: adminProcedure
      .meta(
        draftWrite('POST', '/{id}/discard-draft', `Throw away a ${lower}’s draft (and any schedule and preview links it had); the live ${lower} stays`, {
          404: `${noun} not found, or it has no draft`,
        }),
      )
      .input(z.strictObject({ id: idParam }))
      .output(answer)
      .mutation(async ({ ctx, input: { id } }) => {
        const row = await find(ctx.em, id);
        const deleted = await ctx.em.nativeDelete(ContentDraftEntity, ref(id));
        if (deleted === 0) throw noDraft();
        return draftAnswer(ctx.em, row, null, 'Draft discarded');
      }),

    previewLink: adminProcedure
      .meta(
        read(
          'GET',
          '/{id}/preview-link',
          `A link to the public page as the ${lower}’s draft would show it; it works without signing in until it expires or the draft is published or discarded`,
          {
            400: 'Invalid input',
            404: `${noun} not found, or it has no draft`,
          },
        ),
      )
      .input(
        z.strictObject({
          id: idParam,
          days: z.number().int().min(1, 'days must be 1 to 30').max(30, 'days must be 1 to 30').optional().describe('How long the link works (default 7)'),
        }),
      )
      .output(envelope(z.object({ url: z.string(), expiresAt: isoDateTime })))
      .query(async ({ ctx, input: { id, days } }) => {
        await find(ctx.em, id);
        const draft = await findDraft(ctx.em, ref(id));
        if (!draft) throw noDraft();
        return ok(previewLinkOf(ctx, draft, days ?? 7), 'Preview link made');
      }),

    revisions: adminProcedure
      .meta(
        read('GET', '/{id}/revisions', `A ${lower}’s revisions, newest first: every publish, live change and restore, kept after the item is deleted`, {
          400: 'Invalid input',
          ...withId,
        }),
      )
      .input(z.strictObject({ id: idParam, ...pagingFields }))
      .output(listPage(revisionSummary))
      .query(async ({ ctx, input: { id, page, pageSize } }) => {
        const { rows, total } = await revisionsOf(ctx.em, ref(id), page, pageSize);
        if (total === 0) await find(ctx.em, id);
        return { success: true as const, data: rows, meta: pageMetaOf(page, pageSize, total), message: `${total} revisions retrieved` };
      }),

    revision: adminProcedure
      .meta(read('GET', '/{id}/revisions/{revisionId}', `One revision of a ${lower}, with its content`, { 404: 'Revision not found' }))
      .input(z.strictObject({ id: idParam, revisionId: idParam }))
      .output(envelope(revision))
      .query(async ({ ctx, input: { id, revisionId } }) => ok(await findRevision(ctx.em, ref(id), revisionId), 'Revision retrieved')),

    deleted: adminProcedure
      .meta(read('GET', '/deleted', `${noun}s deleted in the last ${DELETED_KEPT_DAYS} days, newest deletion first: each can be brought back`))
      .input(z.strictObject({}).optional())
      .output(envelope(z.array(deletedItem)))
      .query(async ({ ctx }) => {
        const deletions = await recentlyDeleted(ctx.em, path);
        const ids = deletions.map((revision) => revision.itemId);
        const existing = new Set(
          ((await ctx.em.find(section.entity, { id: { $in: ids } } as never, { fields: ['id'] as never })) as Row[]).map((row) => row.id),
        );
        const items = deletions
          .filter((revision) => !existing.has(revision.itemId))
          .map(({ itemId, data, createdAt, savedBy }) => ({
            id: itemId,
            name: String(data.title ?? data.name ?? `#${itemId}`),
            deletedAt: createdAt,
            deletedBy: savedBy,
          }));
        return ok(items, `${items.length} recently deleted`);
      }),

    restoreDeleted: adminProcedure
      .meta(
        write(
          'POST',
          '/deleted/{id}/restore',
          `Bring back a ${lower} deleted in the last ${DELETED_KEPT_DAYS} days, with its id and its content as it was; one that has an unpublished state comes back unpublished`,
          { 404: `No ${lower} deleted in the last ${DELETED_KEPT_DAYS} days has this id` },
        ),
      )
      .input(z.strictObject({ id: idParam }))
      .output(envelope(dto))
      .mutation(async ({ ctx, input: { id } }) => {
        const row = await ctx.em.transactional(async (em) => {
          const [deletion] = await recentlyDeleted(em, path).then((all) => all.filter((revision) => revision.itemId === id));
          if (!deletion || (await em.count(section.entity, { id } as never)) > 0) {
            throw new TRPCError({ code: 'NOT_FOUND', message: `No ${lower} deleted in the last ${DELETED_KEPT_DAYS} days has id ${id}` });
          }
          const offline = Object.fromEntries(Object.entries(live ?? {}).map(([key, value]) => [key, !value]));
          const values = { ...(await prepare(em, deletion.data as never)), ...offline, id };
          await followItemPage(em, null, pageOf(values));
          const restored = em.create(section.entity, values as never) as Row;
          await em.flush();
          addRevision(em, ref(id), 'restore', inputValues(restored), actorName(ctx.actor));
          await em.flush();
          await announce(ctx.webhooks, em, restored, null, pageOf(restored));
          return restored;
        });
        return ok(toDto(row), `${noun} restored`);
      }),

    restoreRevision: adminProcedure
      .meta(
        draftWrite(
          'POST',
          '/{id}/revisions/{revisionId}/restore',
          `Put a revision’s content into the ${lower}’s draft (never straight to the live site): review it, then publish`,
          {
            404: `${noun} or revision not found`,
          },
        ),
      )
      .input(z.strictObject({ id: idParam, revisionId: idParam }))
      .output(answer)
      .mutation(async ({ ctx, input: { id, revisionId } }) =>
        ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          const { data } = await findRevision(em, ref(id), revisionId);
          const existing = await findDraft(em, ref(id), true);
          // Only the fields the section still has: a revision from before a field was dropped restores the rest.
          const fields = inputValues(row);
          const restored = Object.fromEntries(Object.keys(fields).map((key) => [key, key in data ? data[key] : fields[key]]));
          const draft = await putDraft(em, ref(id), restored, actorName(ctx.actor), existing?.publishAt ?? null);
          await em.flush();
          return draftAnswer(em, row, draft, `Revision ${revisionId} restored into the draft`);
        }),
      ),
  });
}
