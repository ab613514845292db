import { HOME_SECTION_IDS } from '../../pages/home/home-sections';

/** The spec's menu: each item navigates to its page; its anchor is the matching home section. */
export const NAV_ITEMS = [
  { label: 'Home', path: '/', anchor: 'home' },
  { label: 'About Us', path: '/about', anchor: 'about' },
  { label: 'Services', path: '/services', anchor: 'services' },
  { label: 'Blog', path: '/blog', anchor: 'blog' },
  { label: 'Careers', path: '/careers', anchor: 'careers' },
] as const;
export type NavItem = (typeof NAV_ITEMS)[number];

/**
 * The menu's home-page anchors in the order they appear on the page (blog comes before services
 * there): useActiveSection takes the last id whose section has scrolled past, so it needs page order.
 */
export const HOME_ANCHORS: readonly string[] = HOME_SECTION_IDS.filter((id) => NAV_ITEMS.some((item) => item.anchor === id));

/** The footer's quick links: sections of the home page. */
export const QUICK_LINKS = [
  { label: 'Home', anchor: 'home' },
  { label: 'About', anchor: 'about' },
  { label: 'Services', anchor: 'services' },
  { label: 'Team', anchor: 'team' },
  { label: 'Blog', anchor: 'blog' },
  { label: 'Careers', anchor: 'careers' },
  { label: 'Contact', anchor: 'contact' },
] as const;
