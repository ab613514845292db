// The blog's public surface: what other modules and the server may use.
export { BlogPostEntity } from './blog-post.entity';
export { blogPages, listPublishedPosts } from './blog.service';
export { blogImageUses } from './blog.image-uses';
