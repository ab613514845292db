import { sanitizeRichText } from '../../server/lib/rich-text';
import { editorialSectionRouter } from '../../server/trpc/admin-crud';
import { calendarDateOf } from '../../shared/dates';
import { BLOG_SEARCHABLE, BlogPostEntity } from './blog-post.entity';
import { blogPostDto, blogPostInput } from './blog-post.schema';
import { uniqueSlug } from './blog.service';
import { slugify } from './slug';
import { flagFilter } from '../../shared/list-query';

export const blogAdminRouter = editorialSectionRouter({
  path: 'blog',
  tag: 'Blog posts',
  content: 'blog',
  scope: 'blog',
  entity: BlogPostEntity,
  dto: blogPostDto,
  input: blogPostInput,
  describedImages: { imageUrl: 'Image' },
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  publicPage: { route: '/blog/:slug', list: '/blog', live: { isPublished: true } },
  editorial: {
    preview: { page: '/blog/:slug', list: 'posts', item: { read: 'post', by: 'slug' } },
    // A post published without a date is dated today by the server; one dated later goes live on that day (00:00 UTC).
    onPublish: (values, now) => {
      const date = (values.publishDate as string | null) ?? calendarDateOf(now);
      return { values: { ...values, publishDate: date }, notBefore: date > calendarDateOf(now) ? new Date(`${date}T00:00:00Z`) : null };
    },
  },
  list: {
    searchable: BLOG_SEARCHABLE,
    sortable: { createdAt: 'createdAt', title: 'title', publishDate: 'publishDate' },
    defaultSort: 'createdAt:desc',
    filters: { isPublished: flagFilter('isPublished', 'Only published (true) or draft (false) posts') },
  },
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
