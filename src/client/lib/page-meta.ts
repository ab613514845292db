import { useContext } from 'react';
import type { PageMeta } from './head';
import { RenderCollectorContext } from './site-context';

/**
 * Declares the page's title, description, social image and structured data; the server puts them
 * in the page head (client/entry-server.tsx). The HTTP status comes from the route's loader.
 */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(RenderCollectorContext);
  // The collector is the server render's sink for what the page declares, not React state.
  if (collector) Object.assign(collector, { meta });
}
