import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { notFoundMessage } from '../../server/lib/not-found';
import { publicList, publicReadMeta } from '../../server/trpc/public-reads';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostDto } from './blog-post.schema';
import { findPublishedPost, listPublishedPosts } from './blog.service';

const blog = { tag: 'Blog', content: 'blog' } as const;

export const blogRouter = router({
  list: publicList({
    ...blog,
    path: '/blog',
    summary: 'Published blog posts, newest first',
    dto: blogPostDto,
    message: 'Blog posts retrieved',
    list: listPublishedPosts,
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
