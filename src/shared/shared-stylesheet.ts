/**
 * Marks the <link> to the stylesheet every public page shares (server/http/shared-stylesheet.ts), so
 * the browser's emotion cache can find the class names it already holds (client/lib/emotion-cache.ts).
 */
export const SHARED_STYLESHEET_ATTRIBUTE = 'data-shared-styles';
