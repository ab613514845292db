import type { APIRequestContext } from '@playwright/test';
import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import type { InsightDto } from '../../../src/modules/insights/insight.schema';
import type { SiteSettings } from '../../../src/modules/settings/settings.schema';
import { apiGet } from './fixtures';

/*
 * The spec's rules, written out independently of the client code, to derive what a page must
 * show from what the API returns.
 */

export const settingsOf = (request: APIRequestContext) => apiGet<SiteSettings>(request, 'settings');

/** Page titles: "{title} | {company name}". */
export const pageTitle = (settings: SiteSettings, title: string) => `${title} | ${settings.company.name}`;

/**
 * Accordion summaries: longer text cut after a whole word, with an ellipsis, 80 characters in all;
 * a word that would leave less than half of that is cut where the limit falls.
 */
export function truncated(text: string) {
  if (text.length <= 80) return text;
  const words = text.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > 79) break;
    kept = next;
  }
  return `${(kept.length > 40 ? kept : text.slice(0, 79)).replace(/[,;:.\s]+$/, '')}…`;
}

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2025-05-01' → '1 May 2025'. */
export const formatUkDate = (isoDate: string) => ukDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** Blog read time: content length / 1000, rounded up, in minutes. */
export const readTime = (content: string) => `${Math.ceil(content.length / 1000)} min read`;

export type ExpectedBlogCard = { kind: 'post' | 'insight'; title: string; category: string; date: string; href: string | null };

/** Published posts and active insights, newest first; default categories 'Insights' and 'Featured'. */
export function expectedBlogCards(posts: BlogPostDto[], insights: InsightDto[]): ExpectedBlogCard[] {
  const cards = [
    ...posts
      .filter((post) => post.isPublished)
      .map((post) => ({
        kind: 'post' as const,
        title: post.title,
        category: post.category || 'Insights',
        date: post.publishDate || post.createdAt.slice(0, 10),
        href: `/blog/${post.slug}`,
      })),
    ...insights
      .filter((insight) => insight.isActive)
      .map((insight) => ({
        kind: 'insight' as const,
        title: insight.title,
        category: insight.category || 'Featured',
        date: insight.createdAt.slice(0, 10),
        href: insight.link,
      })),
  ];
  // Array.prototype.sort is stable, so entries of the same day keep their order, as on the page.
  return cards.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/** Text as React writes it into server-rendered HTML. */
export const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Text as the server writes it into <title> and attribute values. */
export const headText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Service detail pages pick their phase by id modulo 3: define, design, develop. */
export const phaseOf = (id: number) => (['define', 'design', 'develop'] as const)[id % 3] as 'define' | 'design' | 'develop';

/** The lucide icon each service iconType maps to (class `lucide-{name}` on the svg); unknown types fall back to define. */
export const SERVICE_ICON_CLASS: Record<string, string> = {
  define: 'lucide-target',
  design: 'lucide-pen-tool',
  develop: 'lucide-code',
  strategy: 'lucide-compass',
  innovation: 'lucide-lightbulb',
  transformation: 'lucide-refresh-cw',
  people: 'lucide-users',
  technology: 'lucide-cpu',
  delivery: 'lucide-truck',
};

/** Non-blank lines of stored multi-line text (bios, achievements). */
export const lines = (text: string | null) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
