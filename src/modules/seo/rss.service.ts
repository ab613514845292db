import type { EntityManager } from '@mikro-orm/postgresql';
import { listPublishedPosts } from '../blog';
import type { SiteSettings } from '../settings';
import { escapeXml } from './xml';

/** RSS 2.0 of the published posts, newest first. */
export async function blogRss(em: EntityManager, baseUrl: string, settings: SiteSettings): Promise<string> {
  const posts = await listPublishedPosts(em);
  const date = (p: { publishDate: string | null; createdAt: string }) => new Date(p.publishDate ? `${p.publishDate}T00:00:00Z` : p.createdAt);
  const items = posts.map((post) => {
    const link = `${baseUrl}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${date(post).toUTCString()}</pubDate>`,
      post.category ? `      <category>${escapeXml(post.category)}</category>` : '',
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`Insights & Perspectives | ${settings.company.name}`)}</title>`,
    `    <link>${escapeXml(`${baseUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(settings.seo.description)}</description>`,
    '    <language>en-gb</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
