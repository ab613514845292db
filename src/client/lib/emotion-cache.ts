import createCache from '@emotion/cache';

/** The same key on server and client, so the client adopts the server's style tags on hydration. */
export const createEmotionCache = () => createCache({ key: 'css' });
