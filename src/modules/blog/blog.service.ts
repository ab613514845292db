import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { dtoFrom } from '../../server/lib/dto';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostDto, type BlogPostDto } from './blog-post.schema';

/** Published posts only, newest first: drafts never reach the public API. */
export async function listPublishedPosts(em: EntityManager): Promise<BlogPostDto[]> {
  const rows = await em.find(BlogPostEntity, { isPublished: true }, { orderBy: [{ publishDate: 'desc nulls last' }, { createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((row) => dtoFrom(blogPostDto, row));
}

/** One published post by its slug; drafts stay unseen. */
export async function findPublishedPost(em: EntityManager, slug: string): Promise<BlogPostDto> {
  return dtoFrom(blogPostDto, await em.findOneOrFail(BlogPostEntity, { slug, isPublished: true }));
}

/** The first of `base`, `base-2`, `base-3`… that no other post uses. */
export async function uniqueSlug(em: EntityManager, base: string, exceptId?: number): Promise<string> {
  const taken = new Set(
    (await em.find(BlogPostEntity, { slug: { $like: `${base}%` }, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['slug'] })).map(
      (post) => post.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The article page of each published post, for the sitemap. */
export async function blogPages(em: EntityManager): Promise<PublicPage[]> {
  const posts = await em.find(BlogPostEntity, { isPublished: true }, { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } });
  return posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt }));
}
