import { useCallback, useEffect, useMemo, useState } from 'react';

/** What a list call takes from the view: paging, search, sort and filters, as the server reads them. */
export type ListViewInput = { page?: number; pageSize?: number; q?: string; sort?: string } & Record<string, string | number | boolean | undefined>;

// The section's view lives after the section in the hash (`#contacts?q=acme&page=2`), so a link reopens it.
const viewParams = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

/** A query-string value as the list's input has it: whole numbers and true/false typed, like the REST adapter reads them. */
const typed = (value: string): string | number | boolean =>
  /^\d{1,9}$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : value;

function writeView(params: URLSearchParams) {
  const [section] = window.location.hash.replace(/^#/, '').split('?');
  const query = params.toString();
  // Replaced, not pushed: typing a search does not fill the history, and no hashchange reopens the section.
  window.history.replaceState(window.history.state, '', `#${section}${query ? `?${query}` : ''}`);
}

/**
 * A list's view (page, search, sort, filters) kept in the URL hash beside the section. `input` is what
 * the list call takes; changing the search, sort or a filter goes back to page 1.
 */
export function useListView() {
  const [params, setParams] = useState(viewParams);

  useEffect(() => {
    const follow = () => setParams(viewParams());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const change = useCallback((values: Record<string, string | number | boolean | undefined>, keepPage = false) => {
    const next = viewParams();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage) next.delete('page');
    writeView(next);
    setParams(next);
  }, []);

  const input = useMemo(() => Object.fromEntries([...params].map(([key, value]) => [key, typed(value)])) as ListViewInput, [params]);

  return {
    input,
    q: params.get('q') ?? '',
    sort: params.get('sort') ?? undefined,
    page: Number(params.get('page') ?? 1),
    /** The filters and search in force (not paging or sort): what an empty list should mention. */
    isNarrowed: [...params.keys()].some((key) => !['page', 'pageSize', 'sort'].includes(key)),
    filter: (name: string) => params.get(name) ?? undefined,
    /** The search and filters alone (typed as the list reads them): the rows "select all matching" takes. */
    matching: Object.fromEntries(Object.entries(input).filter(([key]) => !['page', 'pageSize', 'sort'].includes(key))),
    /** The search, sort and filters without the paging: what the CSV export of this view takes. */
    exportQuery: Object.fromEntries([...params].filter(([key]) => key !== 'page' && key !== 'pageSize')),
    setFilter: (name: string, value: string | undefined) => change({ [name]: value }),
    setSearch: (q: string) => change({ q: q.trim() }),
    setSort: (sort: string) => change({ sort }),
    setPage: (page: number) => change({ page: page > 1 ? page : undefined }, true),
    clear: () => {
      writeView(new URLSearchParams());
      setParams(new URLSearchParams());
    },
  };
}

export type ListView = ReturnType<typeof useListView>;
