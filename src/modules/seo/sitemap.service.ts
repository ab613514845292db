import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPostEntity } from '../blog/blog-post.entity';
import { CareerPositionEntity } from '../careers/career-position.entity';
import { ServiceEntity } from '../services/service.entity';
import { TeamMemberEntity } from '../team/team-member.entity';
import { escapeMarkup } from '../../shared/escape-markup';

const STATIC_PAGES = ['/', '/about', '/services', '/team', '/blog', '/careers', '/contact', '/privacy', '/terms'];

type Entry = { path: string; lastModified: Date };

/** Every public page, service, team member, published post and open position. */
export async function sitemapEntries(em: EntityManager): Promise<Entry[]> {
  const [services, team, posts, positions] = await Promise.all([
    em.find(ServiceEntity, { isActive: true }, { fields: ['id', 'updatedAt'], orderBy: { order: 'asc', id: 'asc' } }),
    em.find(TeamMemberEntity, {}, { fields: ['id', 'updatedAt'], orderBy: { order: 'asc', id: 'asc' } }),
    em.find(BlogPostEntity, { isPublished: true }, { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } }),
    em.find(CareerPositionEntity, { isActive: true }, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } }),
  ]);
  const newest = (rows: { updatedAt: Date }[]) => new Date(Math.max(0, ...rows.map((r) => r.updatedAt.getTime())));
  const listPages: Record<string, Date> = { '/services': newest(services), '/team': newest(team), '/blog': newest(posts), '/careers': newest(positions) };
  const siteWide = newest([...services, ...team, ...posts, ...positions]);
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastModified: listPages[path]?.getTime() ? listPages[path]! : siteWide })),
    ...services.map((s) => ({ path: `/service/${s.id}`, lastModified: s.updatedAt })),
    ...team.map((m) => ({ path: `/team/${m.id}`, lastModified: m.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
    ...positions.map((p) => ({ path: `/careers/${p.id}`, lastModified: p.updatedAt })),
  ];
}

export function sitemapXml(baseUrl: string, entries: Entry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeMarkup(`${baseUrl}${e.path}`)}</loc><lastmod>${e.lastModified.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (baseUrl: string) => `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
