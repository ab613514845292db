import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { isoDateTime } from '../../shared/fields';
import { staffProcedure, router } from './trpc';
import { scheduledChanges } from '../../modules/drafts';

const scheduledChange = z
  .object({
    action: z.enum(['publish', 'unpublish']).describe('publish: a draft goes live; unpublish: a live item comes off the site'),
    section: z.string().describe('The admin section, as in /api/admin/{section}'),
    itemId: z.number().int(),
    name: z.string().describe('The item’s title (or name): as its draft has it, for a publish'),
    at: isoDateTime.describe('When it happens'),
    publishAt: isoDateTime.describe('Deprecated, the same as `at` (it named the moment when only publishes were listed)'),
    savedBy: z.string(),
  })
  .meta({ id: 'ScheduledChange' });

/** GET /api/admin/scheduled: every draft waiting to go live and every item waiting to come off, soonest first, across the sections. */
export const scheduledAdminRouter = router({
  list: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/scheduled',
        tags: ['Admin: Scheduled'],
        summary: 'What will go live or come off the site, and when: every scheduled draft and unpublish, soonest first',
        description: 'Each entry names the section and item; its draft (and its unpublish time) is at /api/admin/{section}/{itemId}/draft.',
        errorResponses: { 401: 'Authentication required', 403: 'Only a signed-in person may do this' },
      },
      cache: 'no-store',
    })
    .input(z.strictObject({}).optional())
    .output(envelope(z.array(scheduledChange)))
    .query(async ({ ctx }) => {
      const changes = await scheduledChanges(ctx.em);
      return ok(changes, `${changes.length} scheduled changes`);
    }),
});
