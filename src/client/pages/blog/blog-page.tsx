import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { ErrorState } from '../../components/ui/state-views';
import { Island } from '../../islands/island';
import { usePageMeta } from '../../lib/page-meta';
import { trpc } from '../../lib/trpc';
import { mergeBlogEntries } from './blog-entries';

export function BlogPage() {
  usePageMeta({
    title: 'Insights & Perspectives',
    description: 'Practical thinking on business analysis, project delivery and digital transformation from our consultants.',
  });
  const posts = trpc.blog.list.useQuery();
  const insights = trpc.insights.list.useQuery();
  // Insights are a supplement: if only they fail, the articles are still worth showing.
  const entries = mergeBlogEntries(posts.data?.data ?? [], insights.data?.data ?? []);

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights & Perspectives"
        subtitle="Practical thinking from our consultants on business analysis, project delivery and digital transformation across finance, retail and the public sector."
      />
      <Section alt>
        {posts.isError ? <ErrorState message="Failed to load insights" /> : <Island name="blog-browser" props={{ entries }} />}
      </Section>
    </>
  );
}
