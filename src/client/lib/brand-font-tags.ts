import { BRAND_FONT_FACES_CSS, BRAND_FONT_URLS } from './brand-fonts';

/** The brand fonts in a document's head: fetched with the document rather than once the CSS asks for them, and their faces. */
export const BRAND_FONT_TAGS = [
  ...BRAND_FONT_URLS.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`),
  `<style id="brand-fonts">${BRAND_FONT_FACES_CSS}</style>`,
].join('\n    ');
