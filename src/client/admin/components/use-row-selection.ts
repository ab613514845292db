import { useState } from 'react';
import type { ListView } from './use-list-view';

/** What a bulk call is sent: the ticked ids, or the view's search and filters meaning every row they match. */
export type BulkTarget = { ids: number[] } | { filter: Record<string, string | number | boolean | undefined> };

type Ticked = { viewKey: string; ids: ReadonlySet<number>; allMatching: boolean };

/**
 * The rows ticked in a list: some ids (kept while paging), or "all matching" the view's search and
 * filters across every page. A new search or filter is a different set of rows, so it starts empty.
 */
export function useRowSelection(view: ListView, pageIds: readonly number[]) {
  const viewKey = JSON.stringify(view.matching);
  const [stored, setStored] = useState<Ticked>({ viewKey, ids: new Set(), allMatching: false });
  const ticked = stored.viewKey === viewKey ? stored : { viewKey, ids: new Set<number>(), allMatching: false };
  const set = (ids: Iterable<number>, allMatching = false) => setStored({ viewKey, ids: new Set(ids), allMatching });

  const onPage = pageIds.filter((id) => ticked.allMatching || ticked.ids.has(id)).length;
  const page: 'all' | 'some' | 'none' = onPage === 0 ? 'none' : onPage === pageIds.length ? 'all' : 'some';

  return {
    allMatching: ticked.allMatching,
    page,
    isSelected: (id: number) => ticked.allMatching || ticked.ids.has(id),
    /** Unticking one row of "all matching" leaves the rest of this page ticked. */
    toggle: (id: number) => {
      const ids = new Set(ticked.allMatching ? pageIds : ticked.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      set(ids);
    },
    togglePage: () => {
      if (page === 'all') set([...ticked.ids].filter((id) => !pageIds.includes(id)));
      else set([...ticked.ids, ...pageIds]);
    },
    selectAllMatching: () => set([], true),
    clear: () => set([]),
    /** How many rows a bulk action would take, given how many match. */
    count: (total: number) => (ticked.allMatching ? total : ticked.ids.size),
    target: (): BulkTarget => (ticked.allMatching ? { filter: view.matching } : { ids: [...ticked.ids] }),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
