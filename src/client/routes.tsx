import type { createServerSideHelpers } from '@trpc/react-query/server';
import type { ComponentType } from 'react';
import type { AppRouter } from '../server/trpc/app-router';
import { AboutPage } from './pages/about/about-page';
import { BlogArticlePage } from './pages/blog/blog-article-page';
import { BlogPage } from './pages/blog/blog-page';
import { CareerDetailPage } from './pages/careers/career-detail-page';
import { CareersPage } from './pages/careers/careers-page';
import { ContactPage } from './pages/contact/contact-page';
import { HomePage } from './pages/home/home-page';
import { PrivacyPage } from './pages/legal/privacy-page';
import { TermsPage } from './pages/legal/terms-page';
import { ServiceDetailPage } from './pages/services/service-detail-page';
import { ServicesPage } from './pages/services/services-page';
import { TeamMemberPage } from './pages/team/team-member-page';
import { TeamPage } from './pages/team/team-page';
import type { PublicPagePath } from './public-pages';

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

export type PublicRoute = {
  /** One of public-pages.ts, the list scripts and tests share. */
  path: PublicPagePath;
  component: ComponentType;
  /** The data the page reads, fetched on the server so the HTML arrives complete. */
  prefetch?: (helpers: ServerHelpers, params: Record<string, string | undefined>) => Promise<unknown>;
};

/** A numeric id from the URL, or undefined (the page then shows its not-found state). */
export const parseId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

const withId = (params: Record<string, string | undefined>, fetch: (id: number) => Promise<unknown>) => {
  const id = parseId(params.id);
  return id === undefined ? Promise.resolve() : fetch(id);
};

/** Every public page of spec section 2; anything else is the not-found page. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    component: HomePage,
    prefetch: (h) => Promise.all([h.insights.list.prefetch(), h.expertise.list.prefetch()]),
  },
  { path: '/about', component: AboutPage },
  { path: '/services', component: ServicesPage, prefetch: (h) => h.services.list.prefetch() },
  { path: '/service/:id', component: ServiceDetailPage, prefetch: (h, p) => withId(p, (id) => h.services.byId.prefetch({ id })) },
  { path: '/team', component: TeamPage, prefetch: (h) => h.team.list.prefetch() },
  { path: '/team/:id', component: TeamMemberPage, prefetch: (h, p) => withId(p, (id) => h.team.byId.prefetch({ id })) },
  { path: '/blog', component: BlogPage, prefetch: (h) => Promise.all([h.blog.list.prefetch(), h.insights.list.prefetch()]) },
  { path: '/blog/:slug', component: BlogArticlePage, prefetch: (h) => h.blog.list.prefetch() },
  { path: '/careers', component: CareersPage, prefetch: (h) => h.careers.list.prefetch() },
  { path: '/careers/:id', component: CareerDetailPage, prefetch: (h, p) => withId(p, (id) => h.careers.byId.prefetch({ id })) },
  { path: '/contact', component: ContactPage },
  { path: '/privacy', component: PrivacyPage },
  { path: '/terms', component: TermsPage },
];
