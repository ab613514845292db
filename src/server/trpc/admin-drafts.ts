import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam, isoDateTime } from '../../shared/fields';
import { NotFoundError } from '@mikro-orm/core';
import {
  ContentDraftEntity,
  findDraft,
  findUnpublishSchedule,
  itemName,
  nameItemsOf,
  putDraft,
  putUnpublishSchedule,
  UnpublishScheduleEntity,
  type ContentDraft,
} from '../../modules/drafts';
import { registerPublisher, schedulePublish, scheduleUnpublish } from './draft-scheduler';
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
  /** The field an item is named by where only its fields are at hand (recently deleted, scheduled), when not `title` or `name`. */
  nameField?: string;
};

/** A moment given as ISO 8601 with its offset, e.g. 2026-12-01T09:00:00+01:00 (the editor's zone), as a Date: stored in UTC. */
export const moment = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 date-time with its offset, e.g. 2026-12-01T09:00:00Z` })
    .transform((text) => new Date(text));
export const draftVersion = z.number().int().min(1).describe('The draft version you read; a save based on an older one is refused with 409');

/** A publish time must be ahead (a content item's or the settings' draft). */
export function publishAtInFuture(at: Date | null | undefined): void {
  if (at && at.getTime() <= Date.now())
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'publishAt must be in the future; leave it out to publish when you press Publish' });
}

const itemVersion = z
  .number()
  .int()
  .min(1)
  .describe('When you read no draft: the item version you read; refused with 409 if the item changed or someone started a draft since');

/** A draft's state as answers show it (also the settings draft's, modules/settings). */
export const draftMeta = z
  .object({
    version: z.number().int(),
    publishAt: isoDateTime.nullable().describe('When it goes live by itself; null: when someone presses Publish'),
    savedBy: z.string(),
    savedAt: isoDateTime,
  })
  .meta({ id: 'DraftState' });

/** The values that put a section's item on the site (publishing sets them, unpublishing turns them over); none: every item is live. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any section
export const liveValues = (section: SectionKit<any, any, any>['section'], editorial: Editorial): Record<string, unknown> | undefined =>
  editorial.live ?? section.publicPage?.live;

export const metaOf = (draft: ContentDraft) => ({ version: draft.version, publishAt: draft.publishAt, savedBy: draft.savedBy, savedAt: draft.updatedAt });

/** What the editorial procedures share: an item's reference, its draft answer, the meta of a draft write. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function editorialParts(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const { section, noun, dto, toDto, prepare, write } = kit;
  type Row = Awaited<ReturnType<typeof kit.find>>;
  /** The item as its draft would make it: the live row with the draft's fields, prepared as a save would. */
  const applied = async (em: EntityManager, row: Row, draft: ContentDraft | null) =>
    draft ? toDto({ ...row, ...(await prepare(em, draft.data as never, row)) }) : toDto(row);
  return {
    lower: noun.toLowerCase(),
    ref: (itemId: number) => ({ section: section.path, itemId }),
    live: liveValues(section, editorial),
    applied,
    answer: envelope(
      z.object({
        item: dto,
        draft: draftMeta.nullable().describe('The pending draft; null when the item has none'),
        unpublishAt: isoDateTime.nullable().describe('When the item comes off the site by itself; null: never'),
      }),
    ),
    draftAnswer: async (em: EntityManager, row: Row, draft: ContentDraft | null, message: string) =>
      ok(
        {
          item: await applied(em, row, draft),
          draft: draft && metaOf(draft),
          unpublishAt: (await findUnpublishSchedule(em, { section: section.path, itemId: row.id }))?.unpublishAt ?? null,
        },
        message,
      ),
    // A draft's save, discard or restore changes nothing the public sees: no cached page goes.
    draftWrite: (...args: Parameters<typeof write>) => ({ ...write(...args), changes: [] }),
    withId: { 404: `${noun} not found` },
  };
}

/**
 * The writes that move an editorial item on or off the site, shared by the single calls and the section's
 * bulk call (admin-content-bulk.ts), so both leave the same traces: revision, redirects, webhooks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function editorialWrites(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const { prepare, inputValues, writeLive } = kit;
  const { ref, live } = editorialParts(kit, editorial);
  type Row = Awaited<ReturnType<typeof kit.find>>;
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
  /** Keeps the draft (or the live fields) as one that goes live at `at`, and queues the job that will. */
  const schedule = async (em: EntityManager, jobs: Parameters<typeof schedulePublish>[0], row: Row, draft: ContentDraft | null, at: Date, savedBy: string) => {
    const scheduled = await putDraft(em, ref(row.id), draft?.data ?? inputValues(row), draft?.savedBy ?? savedBy, at);
    await em.flush();
    await schedulePublish(jobs, em, ref(row.id), at);
    return scheduled;
  };

  /** The values that take an item off the site (the `live` values turned over); none for a section whose items are always on it. */
  const offline = live && Object.fromEntries(Object.entries(live).map(([key, value]) => [key, !value]));
  /** Takes the item off the site (any unpublish schedule goes with it), in the caller's transaction. */
  const takeOff = async (em: EntityManager, row: Row, savedBy: string, webhooks: WebhookEvents) => {
    await writeLive(em, { row, values: offline!, webhooks, savedBy, reason: 'unpublish' });
    await em.nativeDelete(UnpublishScheduleEntity, ref(row.id));
  };
  return { publishItem, schedule, offline, takeOff };
}

/**
 * An editorial section's drafts (decision 042): GET/PUT /{id}/draft, POST /{id}/publish (now, or at
 * `publishAt`), POST /{id}/unpublish, POST /{id}/discard-draft and GET /{id}/preview-link. The live row
 * is what every public read serves; a draft only reaches it through publishing. Its history is
 * admin-revisions.ts, its list's states admin-editorial-list.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function draftProcedures(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const { section, noun, read, write, find, prepare, inputValues, checkPlacedImages, updateInput } = kit;
  const { lower, ref, applied, answer, draftAnswer, draftWrite, withId } = editorialParts(kit, editorial);
  const { publishItem, schedule, offline, takeOff } = editorialWrites(kit, editorial);
  const path = section.path;
  type Row = Awaited<ReturnType<typeof find>>;
  const noDraft = () => new TRPCError({ code: 'NOT_FOUND', message: `This ${lower} has no draft` });
  const alwaysLive = () => new TRPCError({ code: 'BAD_REQUEST', message: `A ${lower} is on the site while it exists: delete it to take it off` });
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
  /** A publish time must come before the item's unpublish time, whichever of the two is set second. */
  const inOrder = (publishAt: Date | null | undefined, unpublishAt: Date | null | undefined) => {
    if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime())
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `unpublishAt (${unpublishAt.toISOString()}) must come after publishAt (${publishAt.toISOString()})`,
      });
  };

  registerPreview(path, editorial.preview, async (em, itemId, data) => applied(em, await find(em, itemId), { data } as ContentDraft));
  const { nameField } = editorial;
  if (nameField) nameItemsOf(path, (data) => data[nameField]);
  const changedContent = () => (section.publicPage ? [section.content, 'redirects' as const] : [section.content]);
  registerPublisher(
    path,
    async (em, itemId, savedBy, { webhooks, jobs }) => {
      const row = await find(em, itemId);
      const draft = await findDraft(em, ref(itemId), true);
      const { scheduled } = await publishItem(em, row, draft, savedBy, webhooks);
      if (scheduled) await schedule(em, jobs, row, draft, scheduled, savedBy);
      return scheduled ? [] : changedContent();
    },
    offline &&
      (async (em, itemId, savedBy, { webhooks }) => {
        // Deleted meanwhile: nothing is left to take off.
        const row = await find(em, itemId).catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error)));
        if (!row) return [];
        await takeOff(em, row, savedBy, webhooks);
        return changedContent();
      }),
  );

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
        publishAtInFuture(publishAt);
        const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          const existing = await findDraft(em, ref(id), true);
          checkVersions(row, existing, { version, itemVersion });
          const before = existing?.data ?? inputValues(row);
          await checkPlacedImages(em, changes, before);
          const data = { ...before, ...changes };
          // The draft must be publishable as it stands: preparing it now reports a bad value while the editor is here.
          await prepare(em, data as never, row);
          const at = publishAt === undefined ? (existing?.publishAt ?? null) : publishAt;
          inOrder(at, (await findUnpublishSchedule(em, ref(id)))?.unpublishAt);
          // Read before the save, which updates the same draft row: a new or moved time needs its job.
          const moved = at !== null && at.getTime() !== existing?.publishAt?.getTime();
          const draft = await putDraft(em, ref(id), data, actorName(ctx.actor), at);
          await em.flush();
          if (moved) await schedulePublish(ctx.jobs, em, ref(id), at);
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
        publishAtInFuture(publishAt);
        const savedBy = actorName(ctx.actor);
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          const draft = await findDraft(em, ref(id), true);
          checkVersions(row, draft, { version, itemVersion });
          // What the draft puts on the site must be described by then: its alt text may have been cleared since.
          if (draft) await checkPlacedImages(em, draft.data, inputValues(row));
          inOrder(publishAt, (await findUnpublishSchedule(em, ref(id)))?.unpublishAt);
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
        if (!offline) throw alwaysLive();
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          await takeOff(em, row, actorName(ctx.actor), ctx.webhooks);
          return draftAnswer(em, row, await findDraft(em, ref(id)), `${noun} unpublished`);
        });
      }),

    scheduleUnpublish: adminProcedure
      .meta(
        write(
          'PUT',
          '/{id}/unpublish-at',
          `Set when a ${lower} comes off the public site by itself (\`unpublishAt\`, after any scheduled publish), or null to keep it on`,
          { 400: 'Invalid input, a time not in the future or not after publishAt, or a section whose items cannot be unpublished', ...withId },
        ),
      )
      .input(z.strictObject({ id: idParam, unpublishAt: moment('unpublishAt').nullable() }))
      .output(answer)
      .mutation(async ({ ctx, input: { id, unpublishAt } }) => {
        if (!offline) throw alwaysLive();
        if (unpublishAt && unpublishAt.getTime() <= Date.now())
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'unpublishAt must be in the future; unpublish now with POST …/unpublish' });
        return ctx.em.transactional(async (em) => {
          const row = await find(em, id);
          const draft = await findDraft(em, ref(id));
          inOrder(draft?.publishAt, unpublishAt);
          await putUnpublishSchedule(em, { ...ref(id), name: itemName(path, inputValues(row), id) }, unpublishAt, actorName(ctx.actor));
          await em.flush();
          if (unpublishAt) await scheduleUnpublish(ctx.jobs, em, ref(id), unpublishAt);
          return draftAnswer(em, row, draft, unpublishAt ? `${noun} comes off the site ${unpublishAt.toISOString()}` : 'Unpublish schedule cleared');
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
  });
}
