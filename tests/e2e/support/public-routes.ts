import type { APIRequestContext } from '@playwright/test';
import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import type { ServiceDto } from '../../../src/modules/services/service.schema';
import type { TeamMemberDto } from '../../../src/modules/team/team-member.schema';
import { apiGet } from './fixtures';

export type DemoIds = { serviceId: number; memberId: number; postSlug: string; positionId: number };

/** Ids and slugs of real demo records, for the detail routes. */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const [services, team, posts, careers] = await Promise.all([
    apiGet<ServiceDto[]>(request, 'services'),
    apiGet<TeamMemberDto[]>(request, 'team'),
    apiGet<BlogPostDto[]>(request, 'blog'),
    apiGet<CareerPositionDto[]>(request, 'careers'),
  ]);
  const [service, member, post, position] = [services[0], team[0], posts.find((p) => p.isPublished), careers[0]];
  if (!service || !member || !post || !position) throw new Error('the demo content has a service, a member, a post and a position');
  return { serviceId: service.id, memberId: member.id, postSlug: post.slug, positionId: position.id };
}

/** Every public route of the spec; `notFound` pages answer HTTP 404 (the browser logs that). */
export const PUBLIC_ROUTES: { name: string; path: (ids: DemoIds) => string; notFound?: true }[] = [
  { name: 'home', path: () => '/' },
  { name: 'about', path: () => '/about' },
  { name: 'services', path: () => '/services' },
  { name: 'service detail', path: (ids) => `/service/${ids.serviceId}` },
  { name: 'team', path: () => '/team' },
  { name: 'team member', path: (ids) => `/team/${ids.memberId}` },
  { name: 'blog', path: () => '/blog' },
  { name: 'blog article', path: (ids) => `/blog/${ids.postSlug}` },
  { name: 'careers', path: () => '/careers' },
  { name: 'career detail', path: (ids) => `/careers/${ids.positionId}` },
  { name: 'contact', path: () => '/contact' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'terms', path: () => '/terms' },
  { name: 'not found', path: () => '/no-such-page', notFound: true },
];
