import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import { createEmotionCache } from '../lib/emotion-cache';
import { ISLANDS, islandIdPrefix, type IslandSpec } from './island-registry';
import { IslandRoot, type IslandContext } from './island-root';
import type { PageState } from './page-state';
import { mountToaster } from './toaster-root';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

let pageContext: IslandContext | undefined;

/** What every island of the page renders with; made, with the toast region, when the first one wakes. */
function contextFor(state: PageState): IslandContext {
  if (pageContext) return pageContext;
  pageContext = {
    emotionCache: createEmotionCache(),
    siteInfo: state.siteInfo ?? { baseUrl: window.location.origin },
    settings: state.settings ?? DEFAULT_SETTINGS,
  };
  mountToaster(pageContext);
  return pageContext;
}

/** Hydrates one island where the server rendered it; resolves once it is live. */
export async function hydrateIsland(element: HTMLElement, id: number, island: IslandSpec, state: PageState) {
  const Component = (await ISLANDS[island.name]()) as ComponentType<Record<string, unknown>>;
  const context = contextFor(state);
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
