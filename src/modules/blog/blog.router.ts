import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { notFoundMessage } from '../../server/lib/not-found';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostDto } from './blog-post.schema';
import { findPublishedPost, listPublishedPosts } from './blog.service';

const BLOG_POST_NOT_FOUND = notFoundMessage(BlogPostEntity);

export const blogRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/blog', protect: false, tags: ['Blog'], summary: 'Published blog posts, newest first' },
      cache: 'public',
      reads: ['blog'],
    })
    .input(z.void())
    .output(envelope(z.array(blogPostDto)))
    .query(async ({ ctx }) => ok(await listPublishedPosts(ctx.em), 'Blog posts retrieved')),

  // Under /blog/slug/ so it can never clash with the list or a future /blog/{id}.
  bySlug: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/blog/slug/{slug}',
        protect: false,
        tags: ['Blog'],
        summary: 'One published blog post by its slug',
        errorResponses: { 400: 'Invalid slug', 404: BLOG_POST_NOT_FOUND },
      },
      cache: 'public',
      reads: ['blog'],
    })
    .input(z.strictObject({ slug: z.string().min(1, 'Slug is required').max(200, 'Slug must be at most 200 characters') }))
    .output(envelope(blogPostDto))
    .query(async ({ ctx, input }) => ok(await findPublishedPost(ctx.em, input.slug), 'Blog post retrieved')),
});
