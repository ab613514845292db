import { MissingPage } from '../not-found/missing-page';

export const BlogPostNotFound = () => (
  <MissingPage
    title="Blog Post Not Found"
    heading="Blog Post Not Found"
    text="We couldn't find the blog post you're looking for."
    back={{ href: '/blog', label: 'Return to Blog' }}
  />
);
