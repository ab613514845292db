import { DEFAULT_SETTINGS } from '../modules/settings/settings.defaults';
import type { SiteSettings } from '../modules/settings/settings.schema';
import { hydrateIslands } from './islands/hydrate-islands';
import type { IslandSpec } from './islands/island-registry';
import { mountToaster } from './islands/toaster-root';
import { createEmotionCache } from './lib/emotion-cache';
import { revealOnScroll } from './lib/reveal-on-scroll';
import type { SiteInfo } from './lib/site-context';

type PageState = { siteInfo?: SiteInfo; settings?: SiteSettings; islands?: IslandSpec[] };

// A public page arrives complete from the server; only its islands come alive here.
const stateElement = document.getElementById('__APP_STATE__');
const state: PageState = stateElement?.textContent ? JSON.parse(stateElement.textContent) : {};

const context = {
  emotionCache: createEmotionCache(),
  siteInfo: state.siteInfo ?? { baseUrl: window.location.origin },
  settings: state.settings ?? DEFAULT_SETTINGS,
};

void hydrateIslands(state.islands ?? [], context);
mountToaster(context);
revealOnScroll();
