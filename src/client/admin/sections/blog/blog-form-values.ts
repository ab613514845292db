import type { z } from 'zod';
import type { BlogPostDto, BlogPostInput, blogPostInput } from '../../../../modules/blog/blog-post.schema';

export type BlogPostOutput = z.output<typeof blogPostInput>;

export const toValues = (post: BlogPostDto | null): BlogPostInput => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  category: post?.category ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  imageUrl: post?.imageUrl ?? null,
  isPublished: post?.isPublished ?? false,
  publishDate: post?.publishDate ?? null,
});

/**
 * What to send: an unchanged slug is left out so the server keeps it (published links stay valid);
 * a blank one asks the server to derive it from the title.
 */
export function toPayload(values: BlogPostOutput, post: BlogPostDto | null): BlogPostOutput {
  if (post && values.slug === post.slug) {
    const { slug: _unchanged, ...rest } = values;
    return rest;
  }
  return values;
}

/** Today as YYYY-MM-DD in the editor's own calendar, the default date when a post is published. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
