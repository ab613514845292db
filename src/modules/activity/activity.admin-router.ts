import { envelope, ok } from '../../shared/envelope';
import { adminRead } from '../../server/trpc/admin-procedures';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { activityPage, activityPageInput, activitySettings } from './activity.schema';
import { getActivitySettings, listActivity, saveActivitySettings } from './activity.service';

const tags = ['Admin: Activity'];

/** The activity log: read-only (no path changes or removes an entry), and how long it is kept. */
export const activityAdminRouter = router({
  list: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/activity',
        tags,
        summary: 'Who did what, newest first: filtered by actor, section, action and time range, a page at a time',
        errorResponses: { 400: 'A filter or the paging is malformed', 401: 'Authentication required' },
      },
      cache: 'no-store',
    })
    .input(activityPageInput)
    .output(activityPage)
    .query(async ({ ctx, input: { page, pageSize, ...filters } }) => {
      const { entries, meta } = await listActivity(ctx.em, filters, page, pageSize);
      return { success: true as const, data: entries, meta, message: 'Activity retrieved' };
    }),

  settings: adminRead({
    scope: STAFF_ONLY,
    path: '/admin/activity/settings',
    tags,
    summary: 'How long activity entries are kept',
    message: 'Activity settings retrieved',
    dto: activitySettings,
    read: getActivitySettings,
  }),

  updateSettings: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/activity/settings',
        tags,
        summary: 'Set how long activity entries are kept (at least 365 days); a daily job removes older ones',
        errorResponses: { 400: 'Invalid settings', 401: 'Authentication required' },
      },
      changes: [],
    })
    .input(activitySettings)
    .output(envelope(activitySettings))
    .mutation(async ({ ctx, input }) => ok(await saveActivitySettings(ctx.em, input), 'Activity settings saved')),
});
