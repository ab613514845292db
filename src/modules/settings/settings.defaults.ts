import type { SiteSettings } from './settings.schema';

/** The brand content the site ships with; staff edits are stored over these, group by group. */
export const DEFAULT_SETTINGS: SiteSettings = {
  company: {
    name: 'Dovetail Group',
    shortName: 'Dovetail',
    tagline: 'IDEAS ENGINEERED FOR IMPACT',
    description:
      'Dovetail Group is a business consultancy for finance, retail and public-sector organisations. We bring over 25 years of sector experience in business analysis, project management and digital transformation, and work the same way every time: Define. Design. Develop.',
    foundedYear: 2025,
    email: 'hello@dovetailgroup.co.uk',
    phone: '+44 20 7946 0321',
    address: '1 Poultry, London EC2R 8EJ, United Kingdom',
  },
  logo: {
    dark: '/logo-dark.svg',
    light: '/logo-light.svg',
    blue: '/logo-blue.svg',
    tagline: '/logo-tagline.svg',
    define: '/images/phases/define.svg',
    design: '/images/phases/design.svg',
    develop: '/images/phases/develop.svg',
  },
  colors: {
    primary: '#0B1F3A',
    secondary: '#1D4ED8',
    accent: '#3B82F6',
    dark: '#081427',
    light: '#F5F7FB',
  },
  homepage: {
    headline: 'IDEAS ENGINEERED FOR IMPACT',
    subheadline: 'We help finance, retail and public-sector organisations turn complex change into measurable results. Define. Design. Develop.',
    ctaPrimary: 'Explore Our Services',
    ctaSecondary: 'Contact Us',
    featuredTitle: 'Featured Insights',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/dovetail-group-consulting',
    twitter: 'https://twitter.com/dovetailgroup',
    facebook: 'https://www.facebook.com/dovetailgroupconsulting',
    instagram: 'https://www.instagram.com/dovetailgroup',
  },
  seo: {
    title: 'Dovetail Group | Business Consultancy',
    description:
      'Business analysis, project management and digital transformation for finance, retail and public-sector organisations. Define. Design. Develop.',
    ogImage: '/images/og-default.png',
    ogUrl: '',
    twitterHandle: '@dovetailgroup',
    keywords: 'business consultancy, business analysis, project management, digital transformation, London',
  },
  legal: {
    privacyLastUpdated: '2025-05-01',
    termsLastUpdated: '2025-05-01',
    companyLegalName: 'Dovetail Group Consulting Ltd',
  },
  // Off until staff choose to publish their issues: an issue written for subscribers is not a web page by default.
  newsletter: { showArchive: false },
};
