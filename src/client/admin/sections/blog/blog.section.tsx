import { Code, Link, Text } from '@chakra-ui/react';
import { blogPostInput } from '../../../../modules/blog/blog-post.schema';
import { slugify } from '../../../../modules/blog/slug';
import { trpc } from '../../../lib/trpc';
import { formatShortDate } from '../../../../shared/dates';
import { describeSection } from '../../content/section-description';
import { BlogPreview } from './blog-preview';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

export default describeSection({
  title: 'Blog Posts',
  description: 'Articles for the Insights & Perspectives page. Drafts stay here until they are published.',
  caption: 'Blog posts',
  emptyMessage: 'No blog posts yet. Write the first one to fill the blog.',
  noun: 'blog post',
  addLabel: 'New post',
  createTitle: 'New blog post',
  nameField: 'title',
  liveField: 'isPublished',
  savedDetail: (post) => `${post.title} (/blog/${post.slug})`,
  editorial: true,
  procedures: trpc.admin.blog,
  publicQueries: (utils) => utils.blog,
  columns: [
    {
      header: 'Title',
      sortField: 'title',
      cell: (p) => (
        <Text fontWeight="medium" lineClamp="2" maxW="sm">
          {p.title}
        </Text>
      ),
    },
    {
      header: 'Category',
      hideBelow: 'md',
      cell: (p) =>
        p.category ?? (
          <Text as="span" color="fg.muted">
            Insights (default)
          </Text>
        ),
    },
    { header: 'Status', field: 'isPublished', badge: { on: 'Published', off: 'Draft' }, width: '28' },
    {
      header: 'Publish date',
      sortField: 'publishDate',
      hideBelow: 'md',
      cell: (p) => <Text whiteSpace="nowrap">{formatShortDate(p.publishDate) || '—'}</Text>,
    },
    {
      header: 'Slug',
      hideBelow: 'lg',
      cell: (p) =>
        p.isPublished ? (
          <Link href={`/blog/${p.slug}`} target="_blank" rel="noopener" color="accent" fontFamily="mono" fontSize="xs">
            {p.slug}
          </Link>
        ) : (
          <Code size="sm" variant="plain">
            {p.slug}
          </Code>
        ),
    },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: blogPostInput,
  formSize: 'xl',
  preview: BlogPreview,
  form: [
    { kind: 'text', name: 'title', label: 'Title' },
    {
      columns: 2,
      align: 'start',
      row: [
        {
          kind: 'text',
          name: 'slug',
          label: 'Slug',
          monospace: true,
          // Left out when unchanged, so the server keeps it and published links stay valid; blank derives it from the title.
          omitUnchanged: true,
          placeholder: (values) => slugify(values.title ?? ''),
          helperText: (values) =>
            values.slug
              ? 'Lowercase letters, digits and hyphens. Clear it to derive the address from the title again.'
              : `Leave blank to use “${slugify(values.title ?? '')}”; a number is added if it is already taken.`,
        },
        {
          kind: 'text',
          name: 'category',
          label: 'Category',
          suggestFromList: true,
          placeholder: 'e.g. Digital Transformation',
          helperText: 'Pick an existing category or type a new one. Blank shows as “Insights”.',
        },
      ],
    },
    { kind: 'textarea', name: 'excerpt', label: 'Excerpt', rows: 3, helperText: 'The summary on the blog cards and under the article title.' },
    { kind: 'richText', name: 'content', label: 'Content' },
    { kind: 'image', name: 'imageUrl', label: 'Image', helperText: 'Header image; the default illustration is used when blank.' },
    {
      columns: 2,
      align: 'center',
      row: [
        { kind: 'boolean', name: 'isPublished', label: 'Published', initial: false, datesToday: 'publishDate', helperText: 'Drafts are only visible here.' },
        { kind: 'date', name: 'publishDate', label: 'Publish date' },
      ],
    },
  ],
});
