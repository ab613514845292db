import type { EntityManager } from '@mikro-orm/postgresql';
import { listPublishedPosts } from '../blog';
import type { SiteSettings } from '../settings';
import { parseDate } from '../../shared/dates';
import { escapeMarkup } from '../../shared/escape-markup';

/** RSS 2.0 of the published posts, newest first. */
export async function blogRss(em: EntityManager, baseUrl: string, settings: SiteSettings): Promise<string> {
  const posts = await listPublishedPosts(em);
  const date = (p: { publishDate: string | null; createdAt: string }) => parseDate(p.publishDate ?? p.createdAt);
  const items = posts.map((post) => {
    const link = `${baseUrl}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      <pubDate>${date(post).toUTCString()}</pubDate>`,
      post.category ? `      <category>${escapeMarkup(post.category)}</category>` : '',
      `      <description>${escapeMarkup(post.excerpt)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeMarkup(`Insights & Perspectives | ${settings.company.name}`)}</title>`,
    `    <link>${escapeMarkup(`${baseUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeMarkup(`${baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeMarkup(settings.seo.description)}</description>`,
    '    <language>en-gb</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
