/**
 * How a page's declared query parameter may vary (docs/decisions/032):
 * - `choice`: one of a few values the page's loader knows (a blog category); the loader sends any other
 *   value back to the page without it, so the response cache holds one entry per real choice;
 * - `search`: free text; a page showing one is rendered for its request and never cached.
 */
type ParameterKind = 'choice' | 'search';

/**
 * The query parameters a public page reads, by path. A page is rendered, and cached, from these
 * alone, normalised; any other parameter (`?utm_source=…`) changes nothing.
 */
export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, Readonly<Record<string, ParameterKind>>>> = {
  '/blog': { q: 'search', category: 'choice' },
};

/** Longer values are cut: no real search or category name comes near it. */
export const MAX_QUERY_VALUE_LENGTH = 100;

/** A page's declared parameters that have a value, normalised. */
export type PageQuery = Readonly<Record<string, string>>;

/** Whitespace collapsed and trimmed, at most 100 characters: what the page filters by, on either side. */
export const normaliseQueryValue = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_VALUE_LENGTH).trim();

const declaredOf = (pathname: string) => Object.keys(PAGE_QUERY_PARAMETERS[pathname] ?? {});

/** The declared parameters of `pathname` found in `search` (a URL's query, with or without its `?`), normalised. */
export function pageQuery(pathname: string, search: string | Readonly<Record<string, string | null | undefined>>): PageQuery {
  const given = typeof search === 'string' ? new URLSearchParams(search) : null;
  const query: Record<string, string> = {};
  for (const name of declaredOf(pathname)) {
    const value = normaliseQueryValue((given ? given.get(name) : (search as Record<string, string | null | undefined>)[name]) ?? '');
    if (value) query[name] = value;
  }
  return query;
}

/** The page's address with its normalised declared parameters, in their declared order: one address per view. */
export function pageUrl(pathname: string, query: Readonly<Record<string, string | null | undefined>>): string {
  const params = new URLSearchParams(Object.entries(pageQuery(pathname, query)));
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Whether any parameter in `query` is free text, so that the page must not be cached. */
export const hasSearchParameter = (pathname: string, query: PageQuery) =>
  Object.keys(query).some((name) => PAGE_QUERY_PARAMETERS[pathname]?.[name] === 'search');
