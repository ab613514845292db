/**
 * Every public page of spec section 2, in matching order: the one list the app's routes
 * (routes.tsx adds each page's component and data), the scripts and the tests are built from.
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

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPagePath = PublicPage['path'];

/** A real record for each detail page: the first of each public list, the first published post. */
export type DemoIds = { serviceId: number; memberId: number; postSlug: string; positionId: number };

/** The demo ids from the public lists as the API returns them. */
export function demoIdsFrom(lists: {
  services: { id: number }[];
  team: { id: number }[];
  posts: { slug: string; isPublished?: boolean }[];
  careers: { id: number }[];
}): DemoIds {
  const [service, member, post, position] = [lists.services[0], lists.team[0], lists.posts.find((p) => p.isPublished !== false), lists.careers[0]];
  if (!service || !member || !post || !position) throw new Error('the demo content has a service, a member, a post and a position');
  return { serviceId: service.id, memberId: member.id, postSlug: post.slug, positionId: position.id };
}

/** The address of a page, a detail page showing its demo record. */
export const pageAddress = (page: PublicPage, ids: DemoIds): string => ('example' in page ? page.path.replace(/:\w+$/, String(ids[page.example])) : page.path);
