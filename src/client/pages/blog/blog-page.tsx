import { SimpleGrid, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/state-views';
import { usePageMeta } from '../../lib/page-meta';
import { trpc } from '../../lib/trpc';
import { BlogCard } from './blog-card';
import { blogCategories, filterBlogEntries, mergeBlogEntries } from './blog-entries';
import { BlogFilters } from './blog-filters';

export function BlogPage() {
  usePageMeta({
    title: 'Insights & Perspectives',
    description: 'Practical thinking on business analysis, project delivery and digital transformation from our consultants.',
  });
  const posts = trpc.blog.list.useQuery();
  const insights = trpc.insights.list.useQuery();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);

  // Insights are a supplement: if only they fail, the articles are still worth showing.
  const entries = useMemo(() => mergeBlogEntries(posts.data?.data ?? [], insights.data?.data ?? []), [posts.data, insights.data]);
  const categories = useMemo(() => blogCategories(entries), [entries]);
  const visible = useMemo(() => filterBlogEntries(entries, search, category), [entries, search, category]);

  let content;
  if (posts.isLoading || insights.isLoading) content = <LoadingState label="Loading insights…" />;
  else if (posts.isError) content = <ErrorState message="Failed to load insights" />;
  else if (visible.length === 0) content = <EmptyState message="No insights found matching your criteria" />;
  else
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
        {visible.map((entry) => (
          <Reveal key={entry.id} height="full">
            <BlogCard entry={entry} />
          </Reveal>
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights & Perspectives"
        subtitle="Practical thinking from our consultants on business analysis, project delivery and digital transformation across finance, retail and the public sector."
      />
      <Section alt>
        <BlogFilters search={search} onSearchChange={setSearch} categories={categories} category={category} onCategoryChange={setCategory} />
        <Text srOnly role="status">
          {posts.isSuccess && `${visible.length} ${visible.length === 1 ? 'insight' : 'insights'} shown`}
        </Text>
        {content}
      </Section>
    </>
  );
}
