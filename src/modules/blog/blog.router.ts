import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { blogPostDto } from './blog-post.schema';
import { listPublishedPosts } from './blog.service';

export const blogRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/blog', protect: false, tags: ['Blog'], summary: 'Published blog posts, newest first' },
      cache: 'public', reads: ['blog'],
    })
    .input(z.void())
    .output(envelope(z.array(blogPostDto)))
    .query(async ({ ctx }) => ok(await listPublishedPosts(ctx.em), 'Blog posts retrieved')),
});
