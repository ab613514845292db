import { sanitizeRichText } from '../../server/lib/rich-text';
import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostDto, blogPostInput } from './blog-post.schema';
import { uniqueSlug } from './blog.service';
import { slugify } from './slug';

export const blogAdminRouter = adminSectionRouter({
  path: 'blog',
  tag: 'Blog posts',
  content: 'blog',
  scope: 'blog',
  entity: BlogPostEntity,
  dto: blogPostDto,
  input: blogPostInput,
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  publicPage: { route: '/blog/:slug', list: '/blog', live: { isPublished: true } },
  prepare: async (em, data, existing) => {
    const changes: Record<string, unknown> = { ...data };
    if (data.content !== undefined) changes.content = sanitizeRichText(data.content);
    // The slug is fixed once published links exist; it changes only when asked to (blank = from the title).
    if (!existing || data.slug !== undefined) {
      const base = data.slug || slugify(data.title ?? existing?.title ?? '');
      changes.slug = await uniqueSlug(em, base, existing?.id);
    }
    return changes;
  },
});
