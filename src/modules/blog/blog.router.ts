import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { notFoundMessage } from '../../server/lib/not-found';
import { publicList, publicReadMeta } from '../../server/trpc/public-reads';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostDto } from './blog-post.schema';
import { findPublishedPost, listPublishedPosts } from './blog.service';
import { DEFAULT_POST_CATEGORY, matchesBlogSearch } from './blog.constants';
import { MAX_QUERY_VALUE_LENGTH, normaliseQueryValue } from '../../shared/page-query';
import type { BlogPostDto } from './blog-post.schema';

const blog = { tag: 'Blog', content: 'blog' } as const;

const filterText = (name: string, description: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(MAX_QUERY_VALUE_LENGTH, `${name} must be at most ${MAX_QUERY_VALUE_LENGTH} characters`)
    .describe(description)
    .optional();

/** The /blog page's own filters (shared/page-query.ts), with the same meaning. */
const blogFilterFields = {
  q: filterText('q', 'Search text: posts whose title or excerpt contains it, ignoring case (as the /blog page searches)'),
  category: filterText('category', `Posts in this category, exactly; a post without one is in "${DEFAULT_POST_CATEGORY}"`),
};

function filterPosts(posts: BlogPostDto[], { q, category }: { q?: string; category?: string }) {
  const search = normaliseQueryValue(q ?? '');
  const wanted = normaliseQueryValue(category ?? '');
  return posts.filter((post) => (!wanted || (post.category || DEFAULT_POST_CATEGORY) === wanted) && matchesBlogSearch(post, search));
}

export const blogRouter = router({
  list: publicList({
    ...blog,
    path: '/blog',
    summary: 'Published blog posts, newest first; optionally searched, by category, a page at a time',
    dto: blogPostDto,
    message: 'Blog posts retrieved',
    list: listPublishedPosts,
    filters: { fields: blogFilterFields, keep: filterPosts },
  }),

  // Under /blog/slug/ so it can never clash with the list or a future /blog/{id}.
  bySlug: publicProcedure
    .meta(
      publicReadMeta({
        ...blog,
        path: '/blog/slug/{slug}',
        summary: 'One published blog post by its slug',
        errorResponses: { 400: 'Invalid slug', 404: notFoundMessage(BlogPostEntity) },
      }),
    )
    .input(z.strictObject({ slug: z.string().min(1, 'Slug is required').max(200, 'Slug must be at most 200 characters') }))
    .output(envelope(blogPostDto))
    .query(async ({ ctx, input }) => ok(await findPublishedPost(ctx.em, input.slug), 'Blog post retrieved')),
});
