import createCache from '@emotion/cache';

/**
 * The same key on server and client, so the client adopts the server's style tags on hydration.
 * Not emotion's default `css`: with that key the browser cache first moves every server style tag
 * to the end of <head>, which makes the browser parse the page's whole CSS again.
 */
export const EMOTION_KEY = 'cx';

export const createEmotionCache = () => createCache({ key: EMOTION_KEY });
