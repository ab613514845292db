import { describe, expect, it } from 'vitest';
import type { BlogPostDto } from '../../../modules/blog/blog-post.schema';
import type { InsightDto } from '../../../modules/insights/insight.schema';
import { blogCategories, DEFAULT_INSIGHT_IMAGE, DEFAULT_POST_IMAGE, filterBlogEntries, mergeBlogEntries, readTimeMinutes } from './blog-entries';
import { formatLongDate } from '../../../shared/dates';

const post = (overrides: Partial<BlogPostDto>): BlogPostDto => ({
  id: 1,
  title: 'Post',
  slug: 'post',
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  imageUrl: '/images/blog/post.svg',
  category: 'Strategy',
  publishDate: '2025-06-10',
  createdAt: '2025-01-01T09:00:00.000Z',
  updatedAt: '2025-01-01T09:00:00.000Z',
  isPublished: true,
  ...overrides,
});

const insight = (overrides: Partial<InsightDto>): InsightDto => ({
  id: 1,
  title: 'Insight',
  description: 'A description',
  image: '/images/insights/1.svg',
  category: 'Retail',
  link: '/blog/post',
  createdAt: '2025-08-01T12:00:00.000Z',
  isActive: true,
  order: 1,
  ...overrides,
});

describe('mergeBlogEntries', () => {
  it('offsets insight ids by 10000 and keeps only published posts and active insights', () => {
    const entries = mergeBlogEntries([post({ id: 1 }), post({ id: 2, isPublished: false })], [insight({ id: 1 }), insight({ id: 2, isActive: false })]);
    expect(entries.map((e) => e.id).sort()).toEqual([1, 10001]);
  });

  it('applies the default categories, dates and images', () => {
    const [fromInsight, fromPost] = mergeBlogEntries(
      [post({ category: null, imageUrl: null, publishDate: null, createdAt: '2025-03-04T23:30:00.000Z' })],
      [insight({ category: null, image: null, link: null })],
    );
    expect(fromPost).toMatchObject({ category: 'Insights', date: '2025-03-04', imageUrl: DEFAULT_POST_IMAGE, href: '/blog/post' });
    expect(fromInsight).toMatchObject({ category: 'Featured', date: '2025-08-01', imageUrl: DEFAULT_INSIGHT_IMAGE, href: null });
  });

  it('sorts by date, newest first', () => {
    const entries = mergeBlogEntries(
      [post({ id: 1, publishDate: '2025-06-10' }), post({ id: 2, publishDate: '2025-09-15' })],
      [insight({ id: 1, createdAt: '2025-08-01T00:00:00.000Z' })],
    );
    expect(entries.map((e) => e.date)).toEqual(['2025-09-15', '2025-08-01', '2025-06-10']);
  });
});

describe('filterBlogEntries', () => {
  const entries = mergeBlogEntries(
    [post({ id: 1, title: 'Legacy Modernisation', category: 'Technology' }), post({ id: 2, title: 'Retail', excerpt: 'Stock and RETURNS' })],
    [insight({ title: 'Discovery', description: 'Five failure patterns', category: 'Strategy' })],
  );

  it('matches title or excerpt case-insensitively, and insight descriptions', () => {
    expect(filterBlogEntries(entries, 'legacy', null).map((e) => e.id)).toEqual([1]);
    expect(filterBlogEntries(entries, 'returns', null).map((e) => e.id)).toEqual([2]);
    expect(filterBlogEntries(entries, 'FAILURE', null).map((e) => e.id)).toEqual([10001]);
  });

  it('combines search with an exact category match', () => {
    expect(
      filterBlogEntries(entries, '', 'Strategy')
        .map((e) => e.id)
        .sort(),
    ).toEqual([10001, 2]);
    expect(filterBlogEntries(entries, 'retail', 'Strategy').map((e) => e.id)).toEqual([2]);
    expect(filterBlogEntries(entries, 'retail', 'Technology')).toEqual([]);
    expect(filterBlogEntries(entries, '', 'strategy')).toEqual([]);
  });

  it('lists each category once', () => {
    expect(blogCategories(entries).sort()).toEqual(['Strategy', 'Technology']);
  });
});

describe('readTimeMinutes and formatLongDate', () => {
  it('rounds content length / 1000 up', () => {
    expect(readTimeMinutes('x'.repeat(1000))).toBe(1);
    expect(readTimeMinutes('x'.repeat(1001))).toBe(2);
  });

  it('formats dates in British English, independent of the time zone', () => {
    expect(formatLongDate('2025-09-15')).toBe('15 September 2025');
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});
