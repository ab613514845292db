import { useContext } from 'react';
import type { PageMeta } from './head';
import { RenderCollectorContext } from './site-context';

/**
 * Declares the page's title, description, social image and structured data; the server puts them
 * in the page head (client/entry-server.tsx). `status` 404 marks a not-found page (HTTP 404).
 */
export function usePageMeta(meta: PageMeta & { status?: number }) {
  const collector = useContext(RenderCollectorContext);
  if (collector) {
    collector.meta = meta;
    collector.status = meta.status ?? 200;
  }
}
