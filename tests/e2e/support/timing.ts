import type { Page } from '@playwright/test';

type Timings = {
  /** performance.now() of every click (or tap) in the page. */
  clicks: number[];
  /** Every focus change: when, and the focused field's name attribute. */
  focus: { at: number; name: string | null }[];
  /** When the cookie notice first appeared in the DOM. */
  cookieShownAt: number | null;
  /** When the document finished parsing: the earliest moment a page effect can start a timer. */
  domReadyAt: number | null;
};

declare global {
  interface Window {
    __e2eTimings: Timings;
  }
}

/**
 * Records, inside the page, when things happen, so the spec's delays (cookie notice after 1 s,
 * focus 1 s after scrolling to the contact form) are measured by the browser's own clock
 * instead of by sleeping in the test.
 */
export async function recordTimings(page: Page) {
  await page.addInitScript(() => {
    const timings: Timings = { clicks: [], focus: [], cookieShownAt: null, domReadyAt: null };
    window.__e2eTimings = timings;
    document.addEventListener('click', () => timings.clicks.push(performance.now()), true);
    document.addEventListener('focusin', (event) => timings.focus.push({ at: performance.now(), name: (event.target as Element).getAttribute('name') }), true);
    document.addEventListener('DOMContentLoaded', () => (timings.domReadyAt = performance.now()));
    new MutationObserver(() => {
      if (timings.cookieShownAt === null && document.querySelector('[aria-label="Cookie notice"]')) timings.cookieShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

export const readTimings = (page: Page) => page.evaluate(() => window.__e2eTimings);

/** Milliseconds between the last click and the first focus of the field named `name` after it. */
export async function focusDelayAfterClick(page: Page, name: string): Promise<number | null> {
  const { clicks, focus } = await readTimings(page);
  const clickedAt = clicks.at(-1);
  if (clickedAt === undefined) return null;
  const focused = focus.find((entry) => entry.at >= clickedAt && entry.name === name);
  return focused ? focused.at - clickedAt : null;
}

/**
 * Milliseconds between the document becoming ready and the first focus of the field named `name`:
 * for a delay that starts on a page the visitor was sent to, once its script has run (after this).
 */
export async function focusDelayAfterDomReady(page: Page, name: string): Promise<number | null> {
  const { domReadyAt, focus } = await readTimings(page);
  const focused = focus.find((entry) => entry.name === name);
  return domReadyAt === null || !focused ? null : focused.at - domReadyAt;
}
