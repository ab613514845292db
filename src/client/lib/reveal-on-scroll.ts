/** The spec's reveal point: an element appears once its top passes 85% of the viewport height. */
export const REVEAL_VIEWPORT_FRACTION = 0.85;

/** `static` as the server renders it; `hidden`, then `shown`, set here. The theme's global CSS animates it. */
const REVEAL_ATTRIBUTE = 'data-reveal';

/**
 * Fades `<Reveal>` elements in as they scroll into view. The server's HTML shows them plainly
 * (complete without scripts); only elements still below the reveal point when this runs are hidden
 * until they arrive. Visitors who ask for reduced motion get no reveal at all. Plain DOM rather than
 * React: most of them sit in parts of the page that are never hydrated.
 */
export function revealOnScroll() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const revealPoint = window.innerHeight * REVEAL_VIEWPORT_FRACTION;
  const seen = new WeakSet<Element>();
  // The observer's first report gives every position from the browser's own layout, so nothing here
  // forces one: elements already above the reveal point stay as they are, the others wait hidden.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const first = !seen.has(entry.target);
        seen.add(entry.target);
        if (entry.isIntersecting) {
          if (!first) entry.target.setAttribute(REVEAL_ATTRIBUTE, 'shown');
          observer.unobserve(entry.target);
        } else if (first && entry.boundingClientRect.top >= revealPoint) {
          entry.target.setAttribute(REVEAL_ATTRIBUTE, 'hidden');
        } else if (first) {
          observer.unobserve(entry.target);
        }
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px` },
  );
  for (const element of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)) observer.observe(element);
}
