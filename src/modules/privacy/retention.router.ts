import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { retentionSettings } from './retention.schema';
import { getRetentionSettings } from './retention.service';

/** The periods as the public privacy page states them. */
export const privacyRouter = router({
  retention: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/privacy/retention',
        protect: false,
        tags: ['Privacy'],
        summary: 'How long contact messages, job applications and unconfirmed newsletter sign-ups are kept',
        description: 'The periods staff set under Personal data; a daily job deletes what is past them. The privacy page states them from here.',
      },
      cache: 'public',
      reads: ['settings'],
    })
    .output(envelope(retentionSettings))
    .query(async ({ ctx }) => ok(await getRetentionSettings(ctx.em), 'Retention periods retrieved')),
});
