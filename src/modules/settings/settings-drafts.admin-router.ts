import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam, isoDateTime } from '../../shared/fields';
import { listPage, pageMetaOf, pagingFields } from '../../shared/list-query';
import { StaleVersion } from '../../server/lib/stale-version';
import { actorName } from '../../server/trpc/actor-name';
import { draftMeta, draftVersion, metaOf, moment, publishAtInFuture } from '../../server/trpc/admin-drafts';
import { registerPublisher, schedulePublish } from '../../server/trpc/draft-scheduler';
import { revision, revisionSummary } from '../../server/trpc/admin-revisions';
import { previewLinkOf, registerPreview } from '../../server/trpc/previews';
import { adminProcedure } from '../../server/trpc/trpc';
import { findRevision, revisionsOf, type ContentDraft } from '../drafts';
import { draftedSettings, findSettingsDraft, liveVersionOf, publishSettingsDraft, putSettingsDraft } from './settings-drafts.service';
import { siteSettings, siteSettingsUpdate } from './settings.schema';
import { getSiteSettings, SETTINGS_ITEM, settingsFrom, withChanges, type SettingsChange } from './settings.service';

// A scheduled settings draft goes live by the content scheduler's job (decision 042), which locks it first.
registerPublisher('settings', async (em, _itemId, savedBy) => {
  const draft = await findSettingsDraft(em, true);
  if (draft) await publishSettingsDraft(em, draft, savedBy);
  return ['settings'];
});

const tags = ['Admin: Settings'];
const meta = (method: 'GET' | 'PUT' | 'POST', suffix: string, summary: string, errors: Record<number, string>, changes: 'settings'[] | null) => ({
  openapi: { method, path: `/admin/settings${suffix}` as `/${string}`, tags, summary, errorResponses: { 401: 'Authentication required', ...errors } },
  ...(changes ? { changes, scope: 'settings:write' as const } : { cache: 'no-store' as const, scope: 'settings:read' as const }),
});
// A draft's save, discard or restore changes nothing the public sees: no cached page goes. Publishing drops them all.
const DRAFT_ONLY: 'settings'[] = [];

const liveVersion = z
  .number()
  .int()
  .min(0)
  .describe('When you read no draft: the `liveVersion` you read; refused with 409 if the live settings changed or someone started a draft since');
const versions = { version: draftVersion.optional(), liveVersion: liveVersion.optional() };

const answer = envelope(
  z.object({
    settings: siteSettings.describe('The settings as the draft would make them once published (the live ones when there is no draft)'),
    draft: draftMeta.nullable().describe('The pending draft; null when there is none'),
    liveVersion: z.number().int().describe('The live settings’ version (their newest revision’s id, 0 before the first)'),
  }),
);

const draftAnswer = async (em: EntityManager, draft: ContentDraft | null, message: string) =>
  ok(
    { settings: draft ? await draftedSettings(em, draft) : await getSiteSettings(em), draft: draft && metaOf(draft), liveVersion: await liveVersionOf(em) },
    message,
  );

const conflict = (message: string, current: number) => new TRPCError({ code: 'CONFLICT', message, cause: new StaleVersion(current) });
const noDraft = () => new TRPCError({ code: 'NOT_FOUND', message: 'The settings have no draft' });

/** Refuses a write based on what someone has changed since (the draft, or the live settings, it read); with neither named it overwrites. */
async function checkVersions(em: EntityManager, draft: ContentDraft | null, read: { version?: number; liveVersion?: number }) {
  const overwrite = 'or save again without a version to overwrite';
  if (read.version !== undefined && draft?.version !== read.version) {
    const live = await liveVersionOf(em);
    throw draft
      ? conflict(
          `Someone else saved the settings draft after you opened it (it is now version ${draft.version}, by ${draft.savedBy}); reload, ${overwrite}`,
          draft.version,
        )
      : conflict(`The settings draft was published or discarded after you opened it; reload the settings, ${overwrite}`, live);
  }
  if (read.version !== undefined || read.liveVersion === undefined) return;
  if (draft) throw conflict(`${draft.savedBy} started a settings draft after you opened them; reload, ${overwrite}`, draft.version);
  const live = await liveVersionOf(em);
  if (read.liveVersion !== live)
    throw conflict(`Someone else changed the live settings after you opened them (now version ${live}); reload, ${overwrite}`, live);
}

// The settings draft shows on the home page: every page renders the brand content, so any would do.
registerPreview('settings', { page: '/', whole: 'settings' }, async (em, _itemId, data) => {
  const draft = await findSettingsDraft(em);
  return draft ? draftedSettings(em, draft) : settingsFrom(data);
});

/**
 * The brand content's draft, preview and history (decision 049), on the content drafts machinery: GET/PUT
 * /admin/settings/draft, POST …/publish, POST …/discard-draft, GET …/preview-link and the revisions.
 * Every public read keeps serving the live settings until the draft is published.
 */
export const settingsDraftProcedures = {
  getDraft: adminProcedure
    .meta(meta('GET', '/draft', 'The settings as their pending draft would make them, and the draft’s state; `draft` is null when there is none', {}, null))
    .input(z.void())
    .output(answer)
    .query(async ({ ctx }) => {
      const draft = await findSettingsDraft(ctx.em);
      return draftAnswer(ctx.em, draft, draft ? 'Draft retrieved' : 'The settings have no draft');
    }),

  saveDraft: adminProcedure
    .meta(
      meta(
        'PUT',
        '/draft',
        'Save changes to any fields of any groups as the settings draft: the public site keeps the live settings until it is published. Fields left out keep the draft’s (or the live) value; `publishAt` schedules it, null unschedules it',
        { 400: 'Invalid settings', 409: 'The draft or the live settings changed since that version' },
        DRAFT_ONLY,
      ),
    )
    .input(siteSettingsUpdate.extend({ ...versions, publishAt: moment('publishAt').nullable().optional() }))
    .output(answer)
    .mutation(async ({ ctx, input }) => {
      const { version, liveVersion: readLive, publishAt, ...change } = input;
      publishAtInFuture(publishAt);
      return ctx.em.transactional(async (em) => {
        const existing = await findSettingsDraft(em, true);
        await checkVersions(em, existing, { version, liveVersion: readLive });
        // The draft's own document, not merged with live changes: the fields it leaves alone keep following the live ones.
        const base = existing ? settingsFrom(existing.data) : await getSiteSettings(em);
        const at = publishAt === undefined ? (existing?.publishAt ?? null) : publishAt;
        // Read before the save, which updates the same draft row: a new or moved time needs its job.
        const moved = at !== null && at.getTime() !== existing?.publishAt?.getTime();
        const draft = await putSettingsDraft(em, withChanges(base, change as SettingsChange), actorName(ctx.actor), at);
        await em.flush();
        if (moved) await schedulePublish(ctx.jobs, em, SETTINGS_ITEM, at);
        return draftAnswer(em, draft, at ? `Draft saved; it goes live ${at.toISOString()}` : 'Draft saved');
      });
    }),

  publish: adminProcedure
    .meta(
      meta(
        'POST',
        '/publish',
        'Publish the settings draft: it goes live on the whole site at once, or at `publishAt`',
        { 400: 'Invalid input, or a publishAt not in the future', 404: 'The settings have no draft', 409: 'The draft changed since that version' },
        ['settings'],
      ),
    )
    .input(z.strictObject({ ...versions, publishAt: moment('publishAt').optional() }))
    .output(answer)
    .mutation(async ({ ctx, input: { publishAt, ...read } }) => {
      publishAtInFuture(publishAt);
      return ctx.em.transactional(async (em) => {
        const draft = await findSettingsDraft(em, true);
        await checkVersions(em, draft, read);
        if (!draft) throw noDraft();
        if (!publishAt) {
          await publishSettingsDraft(em, draft, actorName(ctx.actor));
          return draftAnswer(em, null, 'Settings published');
        }
        const scheduled = await putSettingsDraft(em, settingsFrom(draft.data), draft.savedBy, publishAt);
        await em.flush();
        await schedulePublish(ctx.jobs, em, SETTINGS_ITEM, publishAt);
        return draftAnswer(em, scheduled, `Settings scheduled to go live ${publishAt.toISOString()}`);
      });
    }),

  discardDraft: adminProcedure
    .meta(
      meta(
        'POST',
        '/discard-draft',
        'Throw away the settings draft (and its preview links); the live settings stay',
        { 404: 'The settings have no draft' },
        DRAFT_ONLY,
      ),
    )
    .input(z.strictObject({}).optional())
    .output(answer)
    .mutation(async ({ ctx }) => {
      const draft = await findSettingsDraft(ctx.em);
      if (!draft) throw noDraft();
      await ctx.em.remove(draft).flush();
      return draftAnswer(ctx.em, null, 'Draft discarded');
    }),

  previewLink: adminProcedure
    .meta(
      meta(
        'GET',
        '/preview-link',
        'A link to the home page as the settings draft would show it; it works without signing in until it expires or the draft is published or discarded',
        { 400: 'Invalid input', 404: 'The settings have no draft' },
        null,
      ),
    )
    .input(
      z.strictObject({
        days: z.number().int().min(1, 'days must be 1 to 30').max(30, 'days must be 1 to 30').optional().describe('How long the link works (default 7)'),
      }),
    )
    .output(envelope(z.object({ url: z.string(), expiresAt: isoDateTime })))
    .query(async ({ ctx, input: { days } }) => {
      const draft = await findSettingsDraft(ctx.em);
      if (!draft) throw noDraft();
      return ok(previewLinkOf(ctx, draft, days ?? 7), 'Preview link made');
    }),

  revisions: adminProcedure
    .meta(
      meta(
        'GET',
        '/revisions',
        'The settings’ revisions, newest first: every live change and every publish, with who and when',
        { 400: 'Invalid input' },
        null,
      ),
    )
    .input(z.strictObject(pagingFields))
    .output(listPage(revisionSummary))
    .query(async ({ ctx, input: { page, pageSize } }) => {
      const { rows, total } = await revisionsOf(ctx.em, SETTINGS_ITEM, page, pageSize);
      return { success: true as const, data: rows, meta: pageMetaOf(page, pageSize, total), message: `${total} revisions retrieved` };
    }),

  revision: adminProcedure
    .meta(
      meta(
        'GET',
        '/revisions/{revisionId}',
        'One revision of the settings, with the whole settings document as it left them',
        { 404: 'Revision not found' },
        null,
      ),
    )
    .input(z.strictObject({ revisionId: idParam }))
    .output(envelope(revision))
    .query(async ({ ctx, input: { revisionId } }) => ok(await findRevision(ctx.em, SETTINGS_ITEM, revisionId), 'Revision retrieved')),

  restoreRevision: adminProcedure
    .meta(
      meta(
        'POST',
        '/revisions/{revisionId}/restore',
        'Put a revision’s settings into the settings draft (never straight to the live site): review them, then publish',
        { 404: 'Revision not found' },
        DRAFT_ONLY,
      ),
    )
    .input(z.strictObject({ revisionId: idParam }))
    .output(answer)
    .mutation(async ({ ctx, input: { revisionId } }) =>
      ctx.em.transactional(async (em) => {
        const { data } = await findRevision(em, SETTINGS_ITEM, revisionId);
        // A new draft, begun from the live settings now: publishing it makes the settings exactly the revision's.
        const existing = await findSettingsDraft(em, true);
        if (existing) await em.remove(existing).flush();
        const draft = await putSettingsDraft(em, settingsFrom(data), actorName(ctx.actor));
        await em.flush();
        return draftAnswer(em, draft, `Revision ${revisionId} restored into the draft`);
      }),
    ),
};
