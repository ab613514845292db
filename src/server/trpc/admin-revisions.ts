import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam, isoDateTime } from '../../shared/fields';
import { listPage, pageMetaOf, pagingFields } from '../../shared/list-query';
import { addRevision, DELETED_KEPT_DAYS, deletionOf, findDraft, findRevision, itemName, putDraft, recentlyDeleted, revisionsOf } from '../../modules/drafts';
import { followItemPage } from '../../modules/redirects';
import type { SectionKit } from './admin-crud';
import { editorialParts, type Editorial } from './admin-drafts';
import { actorName } from './actor-name';
import { adminProcedure, router } from './trpc';

export const revisionSummary = z
  .object({
    id: z.number().int(),
    reason: z
      .string()
      .describe(
        'create, update (a live change), publish, unpublish, delete, restore (brought back after a deletion) or original (the item as it was before its first recorded change)',
      ),
    savedBy: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'RevisionSummary' });
export const revision = revisionSummary
  .extend({ data: z.record(z.string(), z.unknown()).describe('The item’s fields as that write left them') })
  .meta({ id: 'Revision' });

const deletedItem = z.object({ id: z.number().int(), name: z.string(), deletedAt: isoDateTime, deletedBy: z.string() }).meta({ id: 'DeletedItem' });

/**
 * An editorial section's history (decision 042): its items' revisions (every create, live change,
 * publish, unpublish, delete and restore), restoring one into the draft, and bringing back an item
 * deleted in the last DELETED_KEPT_DAYS.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section's own types stay with its kit
export function revisionProcedures(kit: SectionKit<any, any, any>, editorial: Editorial) {
  const { section, noun, dto, toDto, prepare, read, write, find, inputValues, pageOf, announce } = kit;
  const { lower, ref, live, answer, draftAnswer, draftWrite, withId } = editorialParts(kit, editorial);
  const path = section.path;
  type Row = Awaited<ReturnType<typeof find>>;
  return router({
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
            name: itemName(path, data, itemId),
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
          const deletion = await deletionOf(em, ref(id));
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
