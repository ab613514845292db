import type { APIRequestContext } from '@playwright/test';
import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import type { ServiceDto } from '../../../src/modules/services/service.schema';
import type { TeamMemberDto } from '../../../src/modules/team/team-member.schema';
import { demoIdsFrom, pageAddress, PUBLIC_PAGES, type DemoIds } from '../../../src/client/public-pages';
import { apiGet } from './fixtures';

export type { DemoIds };

/** Ids and slugs of real demo records, for the detail routes. */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const [services, team, posts, careers] = await Promise.all([
    apiGet<ServiceDto[]>(request, 'services'),
    apiGet<TeamMemberDto[]>(request, 'team'),
    apiGet<BlogPostDto[]>(request, 'blog'),
    apiGet<CareerPositionDto[]>(request, 'careers'),
  ]);
  return demoIdsFrom({ services, team, posts, careers });
}

/** Every public route of the app; `notFound` pages answer HTTP 404 (the browser logs that). */
export const PUBLIC_ROUTES: { name: string; path: (ids: DemoIds) => string; notFound?: true }[] = [
  ...PUBLIC_PAGES.map((page) => ({ name: page.name, path: (ids: DemoIds) => pageAddress(page, ids) })),
  { name: 'not found', path: () => '/no-such-page', notFound: true },
];
