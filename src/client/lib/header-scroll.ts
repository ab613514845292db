import { afterFirstFrame } from './after-first-frame';

/** The spec's header switch: a dark panel at the top, a light one after 20px of scrolling. */
const HEADER_SCROLL_THRESHOLD = 20;

/**
 * `<html data-scrolled="true|false">`, kept by plain DOM rather than by the header's React state, so
 * the header restyles itself (the `_scrolled` condition in lib/theme.ts) before, or without, its
 * island ever hydrating.
 */
const SCROLLED_ATTRIBUTE = 'data-scrolled';

export function trackHeaderScroll() {
  const root = document.documentElement;
  const update = () => root.setAttribute(SCROLLED_ATTRIBUTE, String(window.scrollY > HEADER_SCROLL_THRESHOLD));
  window.addEventListener('scroll', update, { passive: true });
  // Until the first read the header shows its top state, which is what the server rendered.
  afterFirstFrame(update);
}

/** Style selector for "the page has scrolled": `css={{ [WHEN_SCROLLED]: { … } }}`. */
export const WHEN_SCROLLED = `html[${SCROLLED_ATTRIBUTE}=true] &`;
