/** The kinds of public content a visitor sees; cached answers are dropped by the kinds they show. */
export const CONTENT_TAGS = [
  'services',
  'team',
  'blog',
  'insights',
  'expertise',
  'case-results',
  'careers',
  'settings',
  'media',
  'redirects',
  'newsletter',
] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];
