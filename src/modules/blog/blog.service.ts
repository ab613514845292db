import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPostEntity, type BlogPost } from './blog-post.entity';
import type { BlogPostDto } from './blog-post.schema';

export const toBlogPostDto = (p: BlogPost): BlogPostDto => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  content: p.content,
  imageUrl: p.imageUrl ?? null,
  category: p.category ?? null,
  publishDate: p.publishDate ?? null,
  createdAt: p.createdAt.toISOString(),
  isPublished: p.isPublished,
});

/** Published posts only, newest first: drafts never reach the public API. */
export async function listPublishedPosts(em: EntityManager): Promise<BlogPostDto[]> {
  const rows = await em.find(
    BlogPostEntity,
    { isPublished: true },
    { orderBy: [{ publishDate: 'desc nulls last' }, { createdAt: 'desc' }, { id: 'desc' }] },
  );
  return rows.map(toBlogPostDto);
}
