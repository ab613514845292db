import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/postgresql';
import { ActivityEntryEntity, type Actor } from '../activity';
import { JobApplicationEntity } from '../applications';
import { BlogPostEntity } from '../blog';
import { ContactMessageEntity } from '../contact';
import { scheduledChanges } from '../drafts';
import { NewsletterSubscriberEntity } from '../newsletter';
import { OVERVIEW_COUNT_CAP, overviewDto, type OverviewDto } from './overview.schema';

const RECENT_MESSAGES = 5;
const RECENT_ACTIVITY = 8;
const NEXT_SCHEDULED = 5;

/** When this person signed in before the current session: the sign-in entries are the log's (decision 030). */
async function previousSignIn(em: EntityManager, user: Actor): Promise<Date | null> {
  const [previous] = await em.find(
    ActivityEntryEntity,
    { action: 'sign-in', actorKind: 'user', actorId: user.id },
    { orderBy: { at: 'desc', id: 'desc' }, offset: 1, limit: 1, fields: ['at'] },
  );
  return previous?.at ?? null;
}

/**
 * The landing section's figures in two round trips after the sign-in lookup: every count in one
 * statement (each reads at most OVERVIEW_COUNT_CAP index entries, however large the table), then the
 * newest unread messages and log entries, each the head of an index.
 */
export async function readOverview(em: EntityManager, user: Actor): Promise<OverviewDto> {
  const since = await previousSignIn(em, user);
  const knex = em.getConnection().getKnex();
  const countOf = (name: string, rows: Knex.QueryBuilder) =>
    knex
      .count('*')
      .from(rows.limit(OVERVIEW_COUNT_CAP).as(`${name}_rows`))
      .as(name);
  // By entity name: the rows are only counted, so their type does not matter here.
  const idsWhere = (entity: { meta: { className: string } }, where: object) =>
    em.createQueryBuilder<object>(entity.meta.className).select('id').where(where).getKnexQuery();
  const counts = knex.select([
    countOf('unread_messages', idsWhere(ContactMessageEntity, { isRead: false })),
    countOf('new_applications', idsWhere(JobApplicationEntity, { status: 'new', ...(since && { createdAt: { $gt: since } }) })),
    countOf('draft_posts', idsWhere(BlogPostEntity, { isPublished: false })),
    countOf('pending_sign_ups', idsWhere(NewsletterSubscriberEntity, { status: 'pending' })),
  ]);
  const [[figures], recentMessages, recentActivity, scheduled] = await Promise.all([
    em.execute<Record<string, string>[]>(counts),
    em.find(
      ContactMessageEntity,
      { isRead: false },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_MESSAGES, fields: ['name', 'subject', 'createdAt'] },
    ),
    em.find(ActivityEntryEntity, {}, { orderBy: { at: 'desc', id: 'desc' }, limit: RECENT_ACTIVITY, fields: ['at', 'actorName', 'summary'] }),
    scheduledChanges(em, NEXT_SCHEDULED),
  ]);
  return overviewDto.parse({
    since,
    unreadMessages: Number(figures!.unread_messages),
    newApplications: Number(figures!.new_applications),
    draftPosts: Number(figures!.draft_posts),
    pendingSignUps: Number(figures!.pending_sign_ups),
    recentMessages,
    recentActivity,
    scheduled,
  });
}
