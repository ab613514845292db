import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { blogPages } from '../blog';
import { careerPages } from '../careers';
import { newsletterPages } from '../newsletter';
import { servicePages } from '../services';
import { teamPages } from '../team';
import { escapeMarkup } from '../../shared/escape-markup';

const STATIC_PAGES = ['/', '/about', '/services', '/team', '/blog', '/careers', '/contact', '/privacy', '/terms'];

/** Every public page, service, team member, published post and open position, and the newsletter archive when shown. */
export async function sitemapEntries(em: EntityManager): Promise<PublicPage[]> {
  const [services, team, posts, positions, newsletter] = await Promise.all([
    servicePages(em),
    teamPages(em),
    blogPages(em),
    careerPages(em),
    newsletterPages(em),
  ]);
  const newest = (pages: PublicPage[]) => new Date(Math.max(0, ...pages.map((p) => p.lastModified.getTime())));
  const listPages: Record<string, Date> = { '/services': newest(services), '/team': newest(team), '/blog': newest(posts), '/careers': newest(positions) };
  const siteWide = newest([...services, ...team, ...posts, ...positions]);
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastModified: listPages[path]?.getTime() ? listPages[path]! : siteWide })),
    ...services,
    ...team,
    ...posts,
    ...positions,
    ...newsletter,
  ];
}

export function sitemapXml(baseUrl: string, entries: PublicPage[]): string {
  const urls = entries.map((e) => `  <url><loc>${escapeMarkup(`${baseUrl}${e.path}`)}</loc><lastmod>${e.lastModified.toISOString()}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (baseUrl: string) => `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
