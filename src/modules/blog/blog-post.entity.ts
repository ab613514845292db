import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const BLOG_SEARCHABLE = ['title', 'excerpt', 'category'] as const;

export const BlogPostEntity = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  // Matches the public list and RSS (`where is_published order by publish_date desc nulls last, created_at desc, id desc`):
  // drafts are never read. Slugs have their own unique index.
  indexes: [
    {
      name: 'blog_posts_published_newest_idx',
      expression:
        'create index "blog_posts_published_newest_idx" on "blog_posts" ("publish_date" desc nulls last, "created_at" desc, "id" desc) where "is_published"',
    },
    searchIndex('blog_posts', BLOG_SEARCHABLE),
  ],
  properties: (p) => ({
    ...baseProperties(),
    title: p.string().length(200),
    slug: p.string().length(200).unique(),
    excerpt: p.text().default(''),
    content: p.text().default(''),
    imageUrl: p.string().length(2048).nullable(),
    category: p.string().length(80).nullable(),
    // A calendar date (YYYY-MM-DD): what the article shows, independent of time zones.
    publishDate: p.date().nullable(),
    isPublished: p.boolean().default(false),
  }),
});
nameEntity(BlogPostEntity, 'Blog post');

export type BlogPost = InferEntity<typeof BlogPostEntity>;
