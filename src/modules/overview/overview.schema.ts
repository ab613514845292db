import { z } from 'zod';
import { isoDateTime } from '../../shared/fields';

/** The overview counts no further: past it the dashboard says "1,000+", and counting stays cheap on years of data. */
export const OVERVIEW_COUNT_CAP = 1000;

const capped = (description: string) => z.number().int().describe(`${description}; at most ${OVERVIEW_COUNT_CAP}, which means that many or more`);

/** What the dashboard's landing section shows: what needs attention, and what happened lately. */
export const overviewDto = z
  .object({
    since: isoDateTime.nullable().describe('Your previous sign-in: applications after it are new to you (null on a first sign-in)'),
    unreadMessages: capped('Contact messages not yet read'),
    newApplications: capped('Applications still marked new that arrived since your previous sign-in'),
    draftPosts: capped('Blog posts not published'),
    pendingSignUps: capped('Newsletter sign-ups awaiting confirmation'),
    recentMessages: z
      .array(z.object({ id: z.number().int(), name: z.string(), subject: z.string(), createdAt: isoDateTime }))
      .describe('The newest unread messages, up to 5'),
    scheduled: z
      .array(
        z.object({
          action: z.enum(['publish', 'unpublish']),
          section: z.string(),
          itemId: z.number().int(),
          name: z.string(),
          at: isoDateTime,
          publishAt: isoDateTime.describe('Deprecated, the same as `at`'),
        }),
      )
      .describe('The next changes by themselves (a draft going live, an item coming off), soonest first, up to 5 (all: GET /api/admin/scheduled)'),
    recentActivity: z
      .array(z.object({ id: z.number().int(), at: isoDateTime, actorName: z.string(), summary: z.string() }))
      .describe('The newest entries of the activity log, up to 8'),
  })
  .meta({ id: 'AdminOverview' });
export type OverviewDto = z.infer<typeof overviewDto>;
