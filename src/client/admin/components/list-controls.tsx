import { Button, Field, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { PageMeta } from '../../../shared/list-query';
import type { ListView } from './use-list-view';

// Long enough that a typist's pauses between letters do not each start a search.
const SEARCH_DELAY_MS = 300;

/** The search box, the list's filters and the count above a list: `N messages` (or `N of M` while narrowed). */
export function ListToolbar({
  view,
  searchLabel,
  noun,
  meta,
  children,
}: {
  view: ListView;
  searchLabel: string;
  noun: [string, string];
  meta?: PageMeta;
  children?: ReactNode;
}) {
  const [text, setText] = useState(view.q);
  // The box follows the URL (a link opened, the view cleared) …
  useEffect(() => setText(view.q), [view.q]);
  // … and the URL follows the box once typing pauses.
  useEffect(() => {
    if (text.trim() === view.q) return;
    const timer = setTimeout(() => view.setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, view]);

  return (
    <Flex mb="4" gap="3" wrap="wrap" align="flex-end">
      <Field.Root width={{ base: 'full', sm: '72' }}>
        <Field.Label fontSize="sm">Search</Field.Label>
        <Input size="sm" type="search" value={text} placeholder={searchLabel} aria-label={searchLabel} onChange={(e) => setText(e.target.value)} />
      </Field.Root>
      {children}
      {meta && (
        <Text fontSize="sm" color="fg.muted" ms={{ sm: 'auto' }} role="status" aria-live="polite" data-testid="list-count">
          {meta.estimated ? 'About ' : ''}
          {meta.total.toLocaleString('en')} {meta.total === 1 ? noun[0] : noun[1]}
          {view.isNarrowed ? ' match' : ''}
        </Text>
      )}
    </Flex>
  );
}

/** Previous/next below a list, with where the page stands; nothing when one page holds it all. */
export function Pager({ view, meta }: { view: ListView; meta?: PageMeta }) {
  if (!meta || meta.totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" mt="4">
      <Button size="sm" variant="outline" disabled={meta.page <= 1} onClick={() => view.setPage(meta.page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {meta.page.toLocaleString('en')} of {meta.estimated ? 'about ' : ''}
        {meta.totalPages.toLocaleString('en')}
      </Text>
      <Button size="sm" variant="outline" disabled={meta.page >= meta.totalPages} onClick={() => view.setPage(meta.page + 1)}>
        Next
      </Button>
    </HStack>
  );
}

/** What an empty list says: how to widen a narrowed view, or where rows come from. */
export function emptyListMessage(view: ListView, plural: string, whenEmpty: string): string {
  if (!view.isNarrowed) return whenEmpty;
  return view.q
    ? `No ${plural} match “${view.q}”. Try fewer words, or clear the search and filters.`
    : `No ${plural} match these filters. Clear them to see all.`;
}

/** Back to the whole list: search and filters cleared. */
export function ClearViewButton({ view }: { view: ListView }) {
  return (
    <Button size="sm" variant="outline" mt="4" onClick={view.clear}>
      Clear search and filters
    </Button>
  );
}
