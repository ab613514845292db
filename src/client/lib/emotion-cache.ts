import createCache from '@emotion/cache';
import { SHARED_STYLESHEET_ATTRIBUTE } from '../../shared/shared-stylesheet';

/**
 * The same key on server and client, so the client adopts the server's style tags on hydration.
 * Not emotion's default `css`: with that key the browser cache first moves every server style tag
 * to the end of <head>, which makes the browser parse the page's whole CSS again.
 */
export const EMOTION_KEY = 'cx';

const CLASS_ID = new RegExp(`\\.${EMOTION_KEY}-([a-zA-Z0-9_-]+)`, 'g');

/**
 * The classes of the site's shared stylesheet, read from the linked sheet itself: the page lists only
 * its own classes in its <style> tags, and an island must not insert the shared ones a second time.
 */
function sharedClassIds(): string[] {
  const sheet = document.querySelector<HTMLLinkElement>(`link[${SHARED_STYLESHEET_ATTRIBUTE}]`)?.sheet;
  const ids: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) for (const match of rule.selectorText.matchAll(CLASS_ID)) ids.push(match[1] as string);
      // @layer, @media and nested rules hold rules of their own.
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  if (sheet) visit(sheet.cssRules);
  return ids;
}

export function createEmotionCache() {
  const cache = createCache({ key: EMOTION_KEY });
  if (typeof document !== 'undefined') for (const id of sharedClassIds()) cache.inserted[id] = true;
  return cache;
}
