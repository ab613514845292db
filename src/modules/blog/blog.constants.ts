/** The category a post without one is shown and filtered under (spec section 7). */
export const DEFAULT_POST_CATEGORY = 'Insights';

/**
 * The blog's search, the same on the /blog page and on `GET /api/blog?q=`: the text (normalised by the
 * caller, shared/page-query.ts) anywhere in the title or excerpt, ignoring case.
 */
export const matchesBlogSearch = (entry: { title: string; excerpt: string }, search: string) => {
  const needle = search.toLowerCase();
  return entry.title.toLowerCase().includes(needle) || entry.excerpt.toLowerCase().includes(needle);
};
