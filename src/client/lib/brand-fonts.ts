// Written by scripts/subset-fonts.ts: run it again rather than editing this file.
// Inter and Fraunces are under the SIL Open Font License 1.1 (public/assets/fonts/LICENSE.md).

/** The subset brand fonts, preloaded by every document (Inter Variable 28 KB, Fraunces Variable 17 KB). */
export const BRAND_FONT_URLS = ['/assets/fonts/inter-latin-5700afce6d.woff2', '/assets/fonts/fraunces-latin-b0517590a4.woff2'] as const;

/** Their faces, and fallbacks scaled to their metrics so that text keeps its place when they arrive. */
export const BRAND_FONT_FACES_CSS =
  "@font-face{font-family:'Inter Variable';src:url(/assets/fonts/inter-latin-5700afce6d.woff2) format('woff2');font-weight:400 700;font-style:normal;font-display:swap}@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans');size-adjust:107.52%;ascent-override:90.10%;descent-override:22.44%;line-gap-override:0.00%}@font-face{font-family:'Fraunces Variable';src:url(/assets/fonts/fraunces-latin-b0517590a4.woff2) format('woff2');font-weight:500 800;font-style:normal;font-display:swap}@font-face{font-family:'Fraunces Fallback';src:local('Times New Roman'),local('Liberation Serif');size-adjust:118.30%;ascent-override:82.67%;descent-override:21.56%;line-gap-override:0.00%}";

/** Font stacks: the brand face, its matched fallback, then the generic family. */
export const BRAND_FONT_STACKS = {
  body: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
  heading: "'Fraunces Variable', 'Fraunces Fallback', Georgia, serif",
} as const;
