import { getAuthToken } from '../lib/auth-token-storage';
import type { IslandName } from './island-registry';

/**
 * When each island wakes (loads its code and hydrates). Every island wakes when the visitor reaches
 * into it: a pointer or focus inside it, or a submit. `atLoad`: also with the page, when what the
 * server rendered (for a visitor it cannot know) is not what this visitor should see. Until then an
 * island is the server's HTML, styled and readable.
 */
type WakeRule = { atLoad?: () => boolean };

export const WAKE_RULES: Record<IslandName, WakeRule> = {
  // Rendered signed out: a signed-in visitor needs the account menu (and the slide-in menu its items).
  'header-account': { atLoad: () => Boolean(getAuthToken()) },
  'newsletter-signup': {},
  'contact-form': {},
  'blog-browser': {},
  'application-panel': {},
};
