import { envelope, ok } from '../../shared/envelope';
import { router, staffProcedure } from '../../server/trpc/trpc';
import { erasePersonalData, findPersonalData } from './privacy.service';
import { erasureDto, erasureInput, personalDataDto, personalDataQuery } from './privacy.schema';
import { adminRead } from '../../server/trpc/admin-procedures';
import { STAFF_ONLY } from '../../shared/api-scopes';
import { retentionSettings } from './retention.schema';
import { getRetentionSettings, saveRetentionSettings } from './retention.service';

const tags = ['Admin: Personal data'];

export const privacyAdminRouter = router({
  find: staffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/personal-data',
        tags,
        summary: 'Every record holding an e-mail address',
        description:
          "Answers a person's request for their data (GDPR art. 15): contact messages, job applications, newsletter subscriptions, e-mails sent to or quoting the address and answers kept for retried submissions. The address is matched without regard to letter case. The same records as CSV: `GET /api/admin/personal-data/export.csv?email=`.",
        errorResponses: { 400: 'Invalid input' },
      },
      cache: 'no-store',
    })
    .input(personalDataQuery)
    .output(envelope(personalDataDto))
    .query(async ({ ctx, input }) => ok(await findPersonalData(ctx.em, input.email), 'Personal data found')),

  erase: staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/personal-data/erase',
        tags,
        summary: 'Erase every record holding an e-mail address',
        description:
          "Answers a request for erasure (GDPR art. 17) in one transaction. `delete` removes every record; `anonymise` keeps contact messages and applications without anything that identifies the person (for the firm's counts) and deletes the rest.",
        errorResponses: { 400: 'Invalid input' },
      },
      changes: [],
    })
    .input(erasureInput)
    .output(envelope(erasureDto))
    .mutation(async ({ ctx, input }) => {
      const erased = await erasePersonalData(ctx.em, input.email, input.mode);
      return ok(erased, `${erased.total} record${erased.total === 1 ? '' : 's'} erased`);
    }),

  settings: adminRead({
    scope: STAFF_ONLY,
    path: '/admin/personal-data/retention',
    tags,
    summary: 'How long contact messages, applications and unconfirmed sign-ups are kept',
    message: 'Retention periods retrieved',
    dto: retentionSettings,
    read: getRetentionSettings,
  }),

  updateSettings: staffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/personal-data/retention',
        tags,
        summary: 'Set how long contact messages, applications and unconfirmed sign-ups are kept',
        description:
          'A daily job (03:45 UTC) deletes contact messages and applications (with their CVs) older than their months, and newsletter sign-ups left unconfirmed for longer than their days after the last confirmation e-mail; each run is recorded in the activity log with its counts. The public privacy page states these periods.',
        errorResponses: { 400: 'Invalid settings' },
      },
      // The privacy page states the periods.
      changes: ['settings'],
    })
    .input(retentionSettings)
    .output(envelope(retentionSettings))
    .mutation(async ({ ctx, input }) => ok(await saveRetentionSettings(ctx.em, input), 'Retention periods saved')),
});
