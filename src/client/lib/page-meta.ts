import { useContext } from 'react';
import type { PageMeta } from './head';
import { RenderCollectorContext } from './site-context';

/**
 * Declares the page's title, description, social image and structured data; the server puts them
 * in the page head (client/entry-server.tsx). `status` 404 marks a not-found page (HTTP 404).
 */
export function usePageMeta(meta: PageMeta & { status?: number }) {
  const collector = useContext(RenderCollectorContext);
  // The collector is the server render's sink for what the page declares, not React state.
  if (collector) Object.assign(collector, { meta, status: meta.status ?? 200 });
}
