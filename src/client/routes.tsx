import type { ComponentType } from 'react';
import type { Loader } from './loaders/loader-result';
import {
  loadBlog,
  loadBlogPost,
  loadCareers,
  loadHome,
  loadNewsletterArchive,
  loadNewsletterIssue,
  loadNothing,
  loadPrivacy,
  loadPosition,
  loadService,
  loadServices,
  loadTeam,
  loadTeamMember,
} from './loaders/page-loaders';
import { AboutPage } from './pages/about/about-page';
import { BlogArticlePage } from './pages/blog/blog-article-page';
import { BlogPage } from './pages/blog/blog-page';
import { CareerDetailPage } from './pages/careers/career-detail-page';
import { CareersPage } from './pages/careers/careers-page';
import { ContactPage } from './pages/contact/contact-page';
import { missingItem } from './pages/not-found/missing-page';
import { HomePage } from './pages/home/home-page';
import { PrivacyPage } from './pages/legal/privacy-page';
import { TermsPage } from './pages/legal/terms-page';
import { NewsletterArchivePage } from './pages/newsletter/newsletter-archive-page';
import { NewsletterIssuePage } from './pages/newsletter/newsletter-issue-page';
import { ServiceDetailPage } from './pages/services/service-detail-page';
import { ServicesPage } from './pages/services/services-page';
import { TeamMemberPage } from './pages/team/team-member-page';
import { TeamPage } from './pages/team/team-page';
import type { PublicPagePath } from './public-pages';

export type PublicRoute = {
  /** One of public-pages.ts, the lists scripts and tests share. */
  path: PublicPagePath;
  /** Reads the page's data on the server; the page renders only what it returns. */
  loader: Loader<unknown>;
  component: ComponentType<{ data: unknown }>;
  /** Shown with HTTP 404 when the loader finds no such item; the site's not-found page otherwise. */
  notFound?: ComponentType;
};

/** Ties a loader to the page that renders its data, so both agree on its type. */
const route = <T,>(page: { path: PublicPagePath; loader: Loader<T>; component: ComponentType<{ data: T }>; notFound?: ComponentType }) => page as PublicRoute;

/** Every public page of spec section 2, then the pages a setting shows; anything else is the not-found page. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  route({ path: '/', component: HomePage, loader: loadHome }),
  route({ path: '/about', component: AboutPage, loader: loadNothing }),
  route({ path: '/services', component: ServicesPage, loader: loadServices }),
  route({
    path: '/service/:id',
    component: ServiceDetailPage,
    loader: loadService,
    notFound: missingItem('Service', { href: '/services', label: 'Return to Services' }),
  }),
  route({ path: '/team', component: TeamPage, loader: loadTeam }),
  route({
    path: '/team/:id',
    component: TeamMemberPage,
    loader: loadTeamMember,
    notFound: missingItem('Team Member', { href: '/team', label: 'Return to Team' }),
  }),
  route({ path: '/blog', component: BlogPage, loader: loadBlog }),
  route({
    path: '/blog/:slug',
    component: BlogArticlePage,
    loader: loadBlogPost,
    notFound: missingItem('Blog Post', { href: '/blog', label: 'Return to Blog' }),
  }),
  route({ path: '/careers', component: CareersPage, loader: loadCareers }),
  route({
    path: '/careers/:id',
    component: CareerDetailPage,
    loader: loadPosition,
    notFound: missingItem(
      'Position',
      { href: '/careers', label: 'View All Openings' },
      {
        title: 'Career Opportunity',
        text: "Sorry, the job position you're looking for doesn't exist or is no longer available.",
      },
    ),
  }),
  route({ path: '/contact', component: ContactPage, loader: loadNothing }),
  route({ path: '/privacy', component: PrivacyPage, loader: loadPrivacy }),
  route({ path: '/terms', component: TermsPage, loader: loadNothing }),
  route({ path: '/newsletter', component: NewsletterArchivePage, loader: loadNewsletterArchive }),
  route({
    path: '/newsletter/:id',
    component: NewsletterIssuePage,
    loader: loadNewsletterIssue,
    notFound: missingItem('Newsletter Issue', { href: '/newsletter', label: 'Return to the Newsletter' }),
  }),
];
