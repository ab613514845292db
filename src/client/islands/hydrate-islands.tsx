import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ID_ATTRIBUTE, ISLANDS, islandIdPrefix, type IslandSpec } from './island-registry';
import { IslandRoot, type IslandContext } from './island-root';

/** Set on <html> once the islands hydrated with the page are live (browser tests wait for it). */
export const ISLANDS_HYDRATED_ATTRIBUTE = 'data-islands-hydrated';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const NEED_EVENTS = ['pointerdown', 'focusin', 'submit'] as const;

/**
 * Resolves when an `interaction` island is needed: touched, focused or submitted. A form submitted
 * before it is live is held and submitted again once it is, so the browser never falls back to a
 * plain form submission; what the visitor typed meanwhile stays in the fields.
 */
function whenNeeded(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const need = () => {
      for (const type of NEED_EVENTS) element.removeEventListener(type, need, true);
      resolve();
    };
    for (const type of NEED_EVENTS) element.addEventListener(type, need, true);
  });
}

function holdEarlySubmits(element: HTMLElement, live: Promise<void>) {
  let isLive = false;
  void live.then(() => {
    isLive = true;
  });
  element.addEventListener(
    'submit',
    (event) => {
      if (isLive) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      void live.then(() => form.requestSubmit());
    },
    { capture: true },
  );
}

async function hydrateIsland(element: HTMLElement, id: number, island: IslandSpec, context: IslandContext) {
  const Component = (await ISLANDS[island.name]()) as ComponentType<Record<string, unknown>>;
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices and yields to the browser between them, instead of
    // holding the main thread for a whole island; the page is already visible and readable meanwhile.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Hydrated onHydrated={resolve}>
            <IslandRoot {...context}>
              <Component {...island.props} />
            </IslandRoot>
          </Hydrated>
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(id) },
      );
    });
  });
}

/** Browser: loads the page's islands and hydrates each where the server rendered it, when it is needed. */
export async function hydrateIslands(islands: IslandSpec[], context: IslandContext) {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ID_ATTRIBUTE}]`)];
  const eager = elements.map((element) => {
    const id = Number(element.getAttribute(ISLAND_ID_ATTRIBUTE));
    const island = islands[id];
    if (!island) return Promise.resolve();
    if (island.hydrate !== 'interaction') return hydrateIsland(element, id, island, context);
    const live = whenNeeded(element).then(() => hydrateIsland(element, id, island, context));
    holdEarlySubmits(element, live);
    return Promise.resolve();
  });
  await Promise.all(eager);
  document.documentElement.setAttribute(ISLANDS_HYDRATED_ATTRIBUTE, '');
}
