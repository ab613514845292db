import { ISLAND_ID_ATTRIBUTE, type IslandSpec } from './island-registry';
import { WAKE_RULES } from './island-wake';
import type { PageState } from './page-state';

/** Set on <html> once the islands are either live or listening for the visitor (browser tests wait for it). */
const ISLANDS_READY_ATTRIBUTE = 'data-islands-ready';

const NEED_EVENTS = ['pointerdown', 'focusin', 'submit'] as const;
const PASS_THROUGH = 'a[href], input, textarea, select, label';

/** Resolves at the first event that shows the visitor needs the island. */
function whenNeeded(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const need = () => {
      for (const type of NEED_EVENTS) element.removeEventListener(type, need, true);
      resolve();
    };
    for (const type of NEED_EVENTS) element.addEventListener(type, need, true);
  });
}

/**
 * Clicks and submits that arrive before the island is live are held and repeated once it is: the
 * click that woke a button still does what it says, and a form is never submitted natively. What the
 * visitor typed meanwhile stays in the fields.
 */
function holdEarlyEvents(element: HTMLElement, live: Promise<void>) {
  let isLive = false;
  void live.then(() => (isLive = true));
  const hold = (event: Event) => {
    if (isLive) return;
    const target = event.target;
    // Links work without the island; a click on a field or its label has nothing to repeat, and
    // holding it would only lose the caret.
    if (event.type === 'click' && target instanceof Element && target.closest(PASS_THROUGH)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void live.then(() => {
      if (event.type === 'submit') (target as HTMLFormElement).requestSubmit();
      // The target may be an icon inside the button: a bubbling click reaches the button's handler.
      else if (target instanceof Element && target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
  };
  element.addEventListener('click', hold, { capture: true });
  element.addEventListener('submit', hold, { capture: true });
}

/**
 * Browser: wakes each island of the page when it is needed (islands/island-wake.ts). React, Chakra and
 * the island's own code load only then (islands/hydrate-island.tsx), so a page nobody touches runs
 * none of them.
 */
export async function wakeIslands(state: PageState) {
  const islands: IslandSpec[] = state.islands ?? [];
  const atLoad: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ID_ATTRIBUTE}]`)) {
    const id = Number(element.getAttribute(ISLAND_ID_ATTRIBUTE));
    const island = islands[id];
    if (!island) continue;
    const rule = WAKE_RULES[island.name];
    const now = rule.atLoad?.() ?? false;
    const live = (now ? Promise.resolve() : whenNeeded(element))
      .then(() => import('./hydrate-island'))
      .then(({ hydrateIsland }) => hydrateIsland(element, id, island, state));
    holdEarlyEvents(element, live);
    if (now) atLoad.push(live);
  }
  await Promise.all(atLoad);
  document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, '');
}
