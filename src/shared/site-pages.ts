/**
 * Every public page of spec section 2, in matching order: the one list the app's routes
 * (client/routes.tsx adds each page's component and data), the scripts, the tests and the redirects'
 * check for a path that would hide a page are built from.
 */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'services', path: '/services' },
  { name: 'service detail', path: '/service/:id', example: 'serviceId' },
  { name: 'team', path: '/team' },
  { name: 'team member', path: '/team/:id', example: 'memberId' },
  { name: 'blog', path: '/blog' },
  { name: 'blog article', path: '/blog/:slug', example: 'postSlug' },
  { name: 'careers', path: '/careers' },
  { name: 'career detail', path: '/careers/:id', example: 'positionId' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
] as const;

/**
 * Pages beyond the spec's that a setting shows: not found while it is off (the default), so the tests
 * that walk every page of the spec leave them out.
 */
export const OPTIONAL_PAGES = [
  { name: 'newsletter archive', path: '/newsletter' },
  { name: 'newsletter issue', path: '/newsletter/:id' },
] as const;

/** A page addressed per item, e.g. `/blog/:slug`. */
export type ItemPagePath = Extract<(typeof PUBLIC_PAGES)[number]['path'], `${string}:${string}`>;
