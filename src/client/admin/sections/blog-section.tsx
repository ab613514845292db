import { Button, Code, Link, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import type { BlogPostDto } from '../../../modules/blog/blog-post.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ActiveBadge } from '../components/active-badge';
import { AdminTable } from '../components/admin-table';
import { reportMutationError } from '../components/mutation-error';
import { RowActions } from '../components/row-actions';
import { SectionHeader } from '../components/section-header';
import { useEditor } from '../components/use-editor';
import { BlogForm } from './blog/blog-form';
import { formatShortDate } from '../../../shared/dates';

export default function BlogSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.blog.list.useQuery();
  const remove = trpc.admin.blog.remove.useMutation();
  const editor = useEditor<BlogPostDto>();
  const posts = list.data?.data;
  const categories = useMemo(
    () => [...new Set((posts ?? []).map((p) => p.category).filter((c): c is string => Boolean(c)))].sort((a, b) => a.localeCompare(b)),
    [posts],
  );

  const refresh = () => Promise.all([utils.admin.blog.list.invalidate(), utils.blog.list.invalidate()]);

  const onDelete = async (post: BlogPostDto) => {
    try {
      await remove.mutateAsync({ id: post.id });
      await refresh();
      showToast('success', 'Blog post deleted', post.title);
    } catch (error) {
      reportMutationError(error, 'Could not delete the blog post');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Blog Posts"
        description="Articles for the Insights & Perspectives page. Drafts stay here until they are published."
        actions={
          <Button colorPalette="blue" onClick={editor.openCreate}>
            <Plus aria-hidden /> New post
          </Button>
        }
      />
      <AdminTable
        caption="Blog posts"
        rows={posts}
        rowKey={(p) => p.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No blog posts yet. Write the first one to fill the blog."
        columns={[
          { header: 'Title', cell: (p) => <Text fontWeight="medium" lineClamp="2" maxW="sm">{p.title}</Text> },
          { header: 'Category', cell: (p) => p.category ?? <Text as="span" color="fg.muted">Insights (default)</Text>, hideBelow: 'md' },
          { header: 'Status', cell: (p) => <ActiveBadge active={p.isPublished} activeLabel="Published" inactiveLabel="Draft" />, width: '28' },
          { header: 'Publish date', cell: (p) => <Text whiteSpace="nowrap">{formatShortDate(p.publishDate) || '—'}</Text>, hideBelow: 'md' },
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
        ]}
        actions={(p) => <RowActions label={p.title} subject={`the blog post “${p.title}”`} onEdit={() => editor.openEdit(p)} onDelete={() => onDelete(p)} />}
      />
      <BlogForm open={editor.isOpen} post={editor.record} categories={categories} onClose={editor.close} onSaved={refresh} />
    </Stack>
  );
}
