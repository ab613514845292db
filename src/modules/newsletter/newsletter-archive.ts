import { NotFoundError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isoDateTime, orNull } from '../../shared/fields';
import { dtoFrom } from '../../server/lib/dto';
import type { PublicPage } from '../../shared/public-page';
import { BlogPostEntity } from '../blog';
import { getSiteSettings } from '../settings';
import { NewsletterIssueEntity } from './newsletter-issue.entity';

export const ARCHIVE_OFF = 'The newsletter archive is not shown on this site';

/** An issue as the site's archive lists it. */
export const archivedIssueSummaryDto = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    preheader: z.string(),
    sentAt: isoDateTime.describe('When it was sent to the subscribers'),
  })
  .meta({ id: 'ArchivedNewsletterIssue' });

/** An issue as its page on the site shows it: the e-mail's text, and the post it was made from. */
export const archivedIssueDto = archivedIssueSummaryDto
  .extend({
    body: z.string().describe('Rich text (HTML, sanitised when saved)'),
    post: orNull(z.object({ title: z.string(), slug: z.string() })).describe('The blog post the issue was made from'),
  })
  .meta({ id: 'ArchivedNewsletterIssueDetail' });

export type ArchivedIssueSummary = z.infer<typeof archivedIssueSummaryDto>;
export type ArchivedIssue = z.infer<typeof archivedIssueDto>;

// An issue is archived once its sending started: its content can no longer change.
const ARCHIVED = { status: { $in: ['sending', 'sent'] as ('sending' | 'sent')[] } };

/** Not found at all while the setting is off, so nothing of the archive shows until staff publish it. */
async function requireArchiveShown(em: EntityManager) {
  if (!(await getSiteSettings(em)).newsletter.showArchive) throw new NotFoundError(ARCHIVE_OFF);
}

/** Every sent issue, newest first. */
export async function archivedIssues(em: EntityManager): Promise<ArchivedIssueSummary[]> {
  await requireArchiveShown(em);
  const issues = await em.find(NewsletterIssueEntity, ARCHIVED, { orderBy: { sendStartedAt: 'desc', id: 'desc' } });
  return issues.map((issue) => dtoFrom(archivedIssueSummaryDto, { ...issue, sentAt: issue.sendStartedAt }));
}

export async function archivedIssue(em: EntityManager, id: number): Promise<ArchivedIssue> {
  await requireArchiveShown(em);
  const issue = await em.findOneOrFail(NewsletterIssueEntity, { id, ...ARCHIVED });
  const post = issue.blogPostId === null ? null : await em.findOne(BlogPostEntity, { id: issue.blogPostId, isPublished: true });
  return dtoFrom(archivedIssueDto, { ...issue, sentAt: issue.sendStartedAt, post: post && { title: post.title, slug: post.slug } });
}

/** The archive's pages for the sitemap: none while the site does not show it. */
export async function newsletterPages(em: EntityManager): Promise<PublicPage[]> {
  if (!(await getSiteSettings(em)).newsletter.showArchive) return [];
  const issues = await em.find(NewsletterIssueEntity, ARCHIVED, { fields: ['id', 'sendStartedAt', 'updatedAt'], orderBy: { id: 'asc' } });
  const pages = issues.map((issue) => ({ path: `/newsletter/${issue.id}`, lastModified: issue.sendStartedAt ?? issue.updatedAt }));
  const newest = new Date(Math.max(0, ...pages.map((page) => page.lastModified.getTime())));
  return [{ path: '/newsletter', lastModified: newest }, ...pages];
}
