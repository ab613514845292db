import {
  Award,
  Briefcase,
  Images,
  LayoutDashboard,
  ShieldCheck,
  FileText,
  History,
  KeyRound,
  Inbox,
  Layers,
  Mail,
  MailPlus,
  MonitorSmartphone,
  Newspaper,
  Send,
  Signpost,
  Settings,
  Sparkles,
  Target,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyContentSection, lazyReadOnlySection } from '../content/lazy-content-section';

export type AdminSection = { hash: string; title: string; icon: LucideIcon; component: LazyExoticComponent<ComponentType> };

/** The dashboard's sections in sidebar order; each is its own chunk, fetched the first time it is opened. */
export const ADMIN_SECTIONS = [
  { hash: 'overview', title: 'Overview', icon: LayoutDashboard, component: lazy(() => import('../sections/overview/overview-section')) },
  { hash: 'team', title: 'Team Members', icon: Users, component: lazyContentSection(() => import('../sections/team/team.section')) },
  { hash: 'services', title: 'Services', icon: Layers, component: lazyContentSection(() => import('../sections/services/services.section')) },
  {
    hash: 'core-expertise',
    title: 'Core Expertise',
    icon: Target,
    component: lazyContentSection(() => import('../sections/core-expertise/core-expertise.section')),
  },
  {
    hash: 'case-results',
    title: 'Client Results',
    icon: Award,
    component: lazyContentSection(() => import('../sections/case-results/case-results.section')),
  },
  { hash: 'blog', title: 'Blog Posts', icon: Newspaper, component: lazyContentSection(() => import('../sections/blog/blog.section')) },
  { hash: 'featured', title: 'Featured Insights', icon: Sparkles, component: lazyContentSection(() => import('../sections/featured/featured.section')) },
  { hash: 'careers', title: 'Career Listings', icon: Briefcase, component: lazyContentSection(() => import('../sections/careers/careers.section')) },
  { hash: 'redirects', title: 'Redirects', icon: Signpost, component: lazyContentSection(() => import('../sections/redirects/redirects.section')) },
  { hash: 'media', title: 'Media Library', icon: Images, component: lazy(() => import('../sections/media/media-section')) },
  { hash: 'applications', title: 'Job Applications', icon: FileText, component: lazy(() => import('../sections/applications-section')) },
  { hash: 'contacts', title: 'Contact Messages', icon: Mail, component: lazy(() => import('../sections/contacts-section')) },
  { hash: 'newsletter', title: 'Newsletter', icon: Send, component: lazy(() => import('../sections/newsletter-section')) },
  {
    hash: 'newsletter-issues',
    title: 'Newsletter Issues',
    icon: MailPlus,
    component: lazyContentSection(() => import('../sections/newsletter-issues/newsletter-issues.section')),
  },
  { hash: 'mail-outbox', title: 'Mail Outbox', icon: Inbox, component: lazyReadOnlySection(() => import('../sections/mail-outbox/mail-outbox.section')) },
  {
    hash: 'personal-data',
    title: 'Personal Data',
    icon: ShieldCheck,
    component: lazy(() => import('../sections/personal-data/personal-data-section')),
  },
  { hash: 'responsive', title: 'Responsive Design', icon: MonitorSmartphone, component: lazy(() => import('../sections/responsive-section')) },
  { hash: 'activity', title: 'Activity Log', icon: History, component: lazy(() => import('../sections/activity/activity-section')) },
  { hash: 'api-keys', title: 'API keys', icon: KeyRound, component: lazyContentSection(() => import('../sections/api-keys/api-keys.section')) },
  { hash: 'webhooks', title: 'Webhooks', icon: Webhook, component: lazyContentSection(() => import('../sections/webhooks/webhooks.section')) },
  { hash: 'settings', title: 'Settings', icon: Settings, component: lazy(() => import('../sections/settings-section')) },
] as const satisfies readonly AdminSection[];

export type AdminSectionHash = (typeof ADMIN_SECTIONS)[number]['hash'];

export const DEFAULT_SECTION: AdminSectionHash = 'overview';

export const sectionFor = (hash: string): (typeof ADMIN_SECTIONS)[number] => ADMIN_SECTIONS.find((section) => section.hash === hash) ?? ADMIN_SECTIONS[0];
