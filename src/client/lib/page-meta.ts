import { useContext, useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyHead, buildHead, type PageMeta } from './head';
import { RenderCollectorContext, useSiteInfo, useSiteSettings } from './site-context';

/**
 * Declares the page's title, description, social image and structured data. The server reads it
 * while rendering; in the browser it updates the head after each navigation.
 * `status` 404 marks a not-found page (the server answers HTTP 404).
 */
export function usePageMeta(meta: PageMeta & { status?: number }) {
  const collector = useContext(RenderCollectorContext);
  const settings = useSiteSettings();
  const { baseUrl } = useSiteInfo();
  const [path] = useLocation();
  if (collector) {
    collector.meta = meta;
    collector.status = meta.status ?? 200;
  }
  // Built on every render (it is cheap); the head is touched only when its content changes.
  const head = buildHead(meta, settings, baseUrl || (globalThis.location?.origin ?? ''), path);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key));
  }, [key]);
}
