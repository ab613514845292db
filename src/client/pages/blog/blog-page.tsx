import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { Island } from '../../islands/island';
import { usePageMeta } from '../../lib/page-meta';
import type { BlogPost, Insight } from '../../loaders/page-data-source';
import type { BlogFilter } from '../../loaders/page-loaders';
import { mergeBlogEntries } from './blog-entries';

export function BlogPage({ data }: { data: { posts: BlogPost[]; insights: Insight[]; filter: BlogFilter } }) {
  usePageMeta({
    title: 'Insights & Perspectives',
    description: 'Practical thinking on business analysis, project delivery and digital transformation from our consultants.',
  });
  const entries = mergeBlogEntries(data.posts, data.insights);

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights & Perspectives"
        subtitle="Practical thinking from our consultants on business analysis, project delivery and digital transformation across finance, retail and the public sector."
      />
      <Section alt>
        <Island name="blog-browser" props={{ entries, filter: data.filter }} />
      </Section>
    </>
  );
}
