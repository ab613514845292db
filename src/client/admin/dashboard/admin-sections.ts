import {
  Briefcase,
  FileText,
  Layers,
  Mail,
  MonitorSmartphone,
  Newspaper,
  Send,
  Settings,
  Sparkles,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type AdminSection = { hash: string; title: string; icon: LucideIcon; component: LazyExoticComponent<ComponentType> };

/** The dashboard's sections in sidebar order; each is its own chunk, fetched the first time it is opened. */
export const ADMIN_SECTIONS = [
  { hash: 'team', title: 'Team Members', icon: Users, component: lazy(() => import('../sections/team-section')) },
  { hash: 'services', title: 'Services', icon: Layers, component: lazy(() => import('../sections/services-section')) },
  { hash: 'core-expertise', title: 'Core Expertise', icon: Target, component: lazy(() => import('../sections/core-expertise-section')) },
  { hash: 'blog', title: 'Blog Posts', icon: Newspaper, component: lazy(() => import('../sections/blog-section')) },
  { hash: 'featured', title: 'Featured Insights', icon: Sparkles, component: lazy(() => import('../sections/featured-section')) },
  { hash: 'careers', title: 'Career Listings', icon: Briefcase, component: lazy(() => import('../sections/careers-section')) },
  { hash: 'applications', title: 'Job Applications', icon: FileText, component: lazy(() => import('../sections/applications-section')) },
  { hash: 'contacts', title: 'Contact Messages', icon: Mail, component: lazy(() => import('../sections/contacts-section')) },
  { hash: 'newsletter', title: 'Newsletter', icon: Send, component: lazy(() => import('../sections/newsletter-section')) },
  { hash: 'responsive', title: 'Responsive Design', icon: MonitorSmartphone, component: lazy(() => import('../sections/responsive-section')) },
  { hash: 'settings', title: 'Settings', icon: Settings, component: lazy(() => import('../sections/settings-section')) },
] as const satisfies readonly AdminSection[];

export type AdminSectionHash = (typeof ADMIN_SECTIONS)[number]['hash'];

export const DEFAULT_SECTION: AdminSectionHash = 'team';

export const sectionFor = (hash: string): (typeof ADMIN_SECTIONS)[number] =>
  ADMIN_SECTIONS.find((section) => section.hash === hash) ?? ADMIN_SECTIONS[0];
