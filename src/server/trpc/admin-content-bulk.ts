import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { describeAdminWrite, recordCallerActivity } from '../../modules/activity';
import { findDraft } from '../../modules/drafts';
import { matchingRows, type AdminListDefinition } from '../lib/admin-list';
import type { BulkSelection } from '../lib/admin-bulk';
import type { SectionKit } from './admin-crud';
import { bulkInput } from './admin-bulk';
import { editorialWrites, type Editorial } from './admin-drafts';
import { actorName } from './actor-name';
import type { Context } from './context';
import { adminProcedure } from './trpc';

type Row = { id: number; version: number };
type Step = { em: EntityManager; row: Row; ctx: Context; savedBy: string };

/** One bulk action on a content section: what each row goes through (answering whether it changed), and the single call it stands for. */
type ContentAction = {
  label: string;
  done: string;
  /** The single call's procedure (`remove`, `publish`): each changed row is logged as that call would log it. */
  single: string;
  step: (step: Step) => Promise<boolean>;
};

/**
 * POST /api/admin/{section}/bulk for an editorial section (decision 048): delete, publish and, where items
 * can be off the site, unpublish the ticked rows or every row the list's filter matches. Unlike the
 * inboxes' one-statement bulk (decision 041), each row goes through the section's own single-item write
 * (`removeLive`, `publishItem`, `writeLive`), so it leaves what a single call leaves: revision, redirect,
 * `content.*` webhooks, and an activity entry per changed item besides the bulk entry. All rows share
 * one transaction: one failure and nothing changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function contentBulk(kit: SectionKit<any, any, any>, editorial: Editorial, list: AdminListDefinition<any, string, z.ZodRawShape>) {
  const { section, noun, removeLive, checkPlacedImages, inputValues } = kit;
  const { publishItem, schedule, offline, takeOff } = editorialWrites(kit, editorial);
  const lower = noun.toLowerCase();
  const ref = (itemId: number) => ({ section: section.path, itemId });
  const isOffline = (row: Row) => !!offline && Object.entries(offline).every(([key, value]) => (row as Record<string, unknown>)[key] === value);

  const actions: Record<string, ContentAction> = {
    delete: {
      label: 'delete, leaving a redirect from a live item’s page and a revision to restore it from',
      done: 'deleted',
      single: 'remove',
      step: async ({ em, row, ctx, savedBy }) => (await removeLive(em, { row, webhooks: ctx.webhooks, savedBy }), true),
    },
    publish: {
      label: 'publish the pending draft, or put an item that is off the site on it; items already live without a draft are skipped',
      done: 'published',
      single: 'publish',
      step: async ({ em, row, ctx, savedBy }) => {
        const draft = await findDraft(em, ref(row.id), true);
        if (!draft && !isOffline(row)) return false;
        // As a single Publish: a draft's newly placed image must be described (the whole call rolls back).
        if (draft) await checkPlacedImages(em, draft.data, inputValues(row));
        // A post dated later waits for its date, as a single Publish does.
        const { scheduled } = await publishItem(em, row, draft, savedBy, ctx.webhooks);
        if (scheduled) await schedule(em, ctx.jobs, row, draft, scheduled, savedBy);
        return true;
      },
    },
    ...(offline && {
      unpublish: {
        label: 'take off the public site (drafts stay); items already off it are skipped',
        done: 'unpublished',
        single: 'unpublish',
        step: async ({ em, row, ctx, savedBy }) => {
          if (isOffline(row)) return false;
          await takeOff(em, row, savedBy, ctx.webhooks);
          return true;
        },
      },
    }),
  };
  const { input, described } = bulkInput(list, actions);
  const rowsOf = async (em: EntityManager, selection: BulkSelection) => {
    const query = matchingRows(em, list, { ...('filter' in selection ? selection.filter : {}), sort: list.defaultSort });
    if ('ids' in selection) void query.andWhere({ id: { $in: selection.ids } });
    return (await query.getResultList()) as Row[];
  };

  return adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `/admin/${section.path}/bulk`,
        tags: [`Admin: ${section.tag}`],
        summary: `Change many ${lower}s at once: ${described}; by ids or by the list's filter, each as its single call would, all in one transaction`,
        errorResponses: { 400: 'Unknown action, or a malformed selection', 401: 'Authentication required', 403: 'The API key lacks the scope' },
      },
      changes: section.publicPage ? [section.content, 'redirects'] : [section.content],
      scope: `${section.scope}:write`,
    })
    .input(input)
    .output(envelope(z.object({ action: z.string(), changed: z.number().int().describe('Items that changed') })))
    .mutation(async ({ ctx, path, input: { action, ids, filter } }) => {
      const chosen = actions[action]!;
      const savedBy = actorName(ctx.actor);
      const changed = await ctx.em.transactional(async (em) => {
        const done: number[] = [];
        for (const row of await rowsOf(em, (ids ? { ids } : { filter }) as BulkSelection)) {
          if (await chosen.step({ em, row, ctx, savedBy })) done.push(row.id);
        }
        return done;
      });
      // Logged after the commit, as the single calls are: an entry per item only for what really changed.
      const singlePath = path.replace(/\.bulk$/, `.${chosen.single}`);
      for (const id of changed) {
        const entry = describeAdminWrite(singlePath, `${section.scope}:write`, { id }, null, []);
        if (entry) await recordCallerActivity(ctx, { ...entry, summary: `${entry.summary} (bulk)` });
      }
      const count = changed.length;
      return ok({ action, changed: count }, `${count.toLocaleString('en')} ${count === 1 ? lower : `${lower}s`} ${chosen.done}`);
    });
}
