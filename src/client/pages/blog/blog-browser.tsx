import { Text } from '@chakra-ui/react';
import { CardGrid } from '../../components/ui/card-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Reveal } from '../../components/ui/reveal';
import { EmptyState } from '../../components/ui/state-views';
import { BlogCard } from './blog-card';
import { blogCategories, filterBlogEntries, type BlogEntry } from './blog-entries';
import { BlogFilters } from './blog-filters';
import type { BlogFilter } from '../../loaders/page-loaders';
import { normaliseQueryValue, pageQuery, pageUrl } from '../../../shared/page-query';

const BLOG_PATH = '/blog';

/**
 * The blog's search box and category buttons over its cards; both filters combine. They start from
 * the page's address (`/blog?q=…&category=…`, rendered so by the server) and keep it up to date, so a
 * filtered view can be shared.
 */
export function BlogBrowser({ entries, filter }: { entries: BlogEntry[]; filter: BlogFilter }) {
  const [search, setSearch] = useState(filter.search);
  const searchField = useRef<HTMLInputElement>(null);
  // Text typed while the island was still waking up is in the field, not yet in the state.
  useEffect(() => setSearch(searchField.current?.value ?? ''), []);
  const [category, setCategory] = useState(filter.category);
  useEffect(() => {
    const address = pageUrl(BLOG_PATH, { q: search, category });
    if (address !== pageUrl(BLOG_PATH, pageQuery(BLOG_PATH, window.location.search))) window.history.replaceState(window.history.state, '', address);
  }, [search, category]);
  const categories = useMemo(() => blogCategories(entries), [entries]);
  const visible = useMemo(() => filterBlogEntries(entries, normaliseQueryValue(search), category), [entries, search, category]);

  return (
    <>
      <BlogFilters
        searchRef={searchField}
        initialSearch={filter.search}
        onSearchChange={setSearch}
        categories={categories}
        category={category}
        onCategoryChange={setCategory}
      />
      <Text srOnly role="status">
        {`${visible.length} ${visible.length === 1 ? 'insight' : 'insights'} shown`}
      </Text>
      {visible.length === 0 ? (
        <EmptyState message="No insights found matching your criteria" />
      ) : (
        <CardGrid gap="8">
          {visible.map((entry) => (
            <Reveal key={entry.id} height="full">
              <BlogCard entry={entry} />
            </Reveal>
          ))}
        </CardGrid>
      )}
    </>
  );
}
