import { imageFieldUses } from '../../server/lib/image-uses';
import { BlogPostEntity, type BlogPost } from './blog-post.entity';

/** Where blog posts show an uploaded image: their header image. */
export const blogImageUses = imageFieldUses<BlogPost>({
  section: 'blog',
  label: 'Blog post',
  entity: BlogPostEntity,
  title: 'title',
  fields: { imageUrl: 'Image' },
});
