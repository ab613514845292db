import type { BlogPostDto } from '../../../modules/blog/blog-post.schema';
import type { InsightDto } from '../../../modules/insights/insight.schema';
import { DEFAULT_POST_CATEGORY, matchesBlogSearch } from '../../../modules/blog/blog.constants';

export { DEFAULT_POST_CATEGORY };

/** Insights and posts live in separate tables; shifting insight ids keeps React keys unique. */
export const INSIGHT_ID_OFFSET = 10000;

export const DEFAULT_INSIGHT_CATEGORY = 'Featured';
export const DEFAULT_POST_IMAGE = '/images/blog/default.svg';

/** An article's lead image as its page and the dashboard's preview lay it out: full width, 1200 × 630, rounded. */
export const ARTICLE_IMAGE_PROPS = { alt: '', w: 'full', h: 'auto', aspectRatio: 1200 / 630, objectFit: 'cover', borderRadius: 'xl' } as const;
export const DEFAULT_INSIGHT_IMAGE = '/images/insights/default.svg';

/** Every article is credited to the team as a whole, never to an individual (spec section 7). */
export const teamAuthorName = (company: { shortName: string }) => `${company.shortName} Team`;

/** One card on the blog page: a published post or an active featured insight. */
export type BlogEntry = {
  id: number;
  kind: 'post' | 'insight';
  title: string;
  /** The post's excerpt, or the insight's description. */
  excerpt: string;
  category: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  imageUrl: string;
  /** Posts open their article; insights open their own link, if they have one. */
  href: string | null;
  readTimeMinutes: number;
};

/** The spec's estimate: one minute per 1000 characters, rounded up. */
export const readTimeMinutes = (text: string): number => Math.ceil(text.length / 1000);

const entryDate = (publishDate: string | null, createdAt: string) => publishDate || createdAt.slice(0, 10);

export const postDate = (post: Pick<BlogPostDto, 'publishDate' | 'createdAt'>) => entryDate(post.publishDate, post.createdAt);

export const postToEntry = (post: BlogPostDto): BlogEntry => ({
  id: post.id,
  kind: 'post',
  title: post.title,
  excerpt: post.excerpt,
  category: post.category || DEFAULT_POST_CATEGORY,
  date: postDate(post),
  imageUrl: post.imageUrl || DEFAULT_POST_IMAGE,
  href: `/blog/${post.slug}`,
  readTimeMinutes: readTimeMinutes(post.content),
});

export const insightToEntry = (insight: InsightDto): BlogEntry => ({
  id: insight.id + INSIGHT_ID_OFFSET,
  kind: 'insight',
  title: insight.title,
  excerpt: insight.description,
  category: insight.category || DEFAULT_INSIGHT_CATEGORY,
  date: entryDate(null, insight.createdAt),
  imageUrl: insight.image || DEFAULT_INSIGHT_IMAGE,
  href: insight.link || null,
  readTimeMinutes: readTimeMinutes(insight.description),
});

/** Published posts and active insights in one list, newest first (ties keep their order). */
export function mergeBlogEntries(posts: readonly BlogPostDto[], insights: readonly InsightDto[]): BlogEntry[] {
  const entries = [...posts.filter((post) => post.isPublished).map(postToEntry), ...insights.filter((insight) => insight.isActive).map(insightToEntry)];
  return entries.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/** Distinct categories in order of first appearance. */
export const blogCategories = (entries: readonly BlogEntry[]): string[] => [...new Set(entries.map((entry) => entry.category))];

/** Search (`matchesBlogSearch`, as GET /api/blog?q= does) and category (exact; null = all) combine. */
export function filterBlogEntries(entries: readonly BlogEntry[], search: string, category: string | null): BlogEntry[] {
  return entries.filter((entry) => (category === null || entry.category === category) && matchesBlogSearch(entry, search));
}
