import { OPTIONAL_PAGES, PUBLIC_PAGES } from '../shared/site-pages';

export { OPTIONAL_PAGES, PUBLIC_PAGES };

export type PublicPage = (typeof PUBLIC_PAGES)[number];
/** The address of a page of the spec, or of one a setting shows. */
export type PublicPagePath = PublicPage['path'] | (typeof OPTIONAL_PAGES)[number]['path'];

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
