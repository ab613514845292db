import type { z } from 'zod';
import {
  colorSettings,
  companySettings,
  homepageSettings,
  legalSettings,
  logoSettings,
  newsletterSettings,
  seoSettings,
  socialSettings,
  type SettingsGroup,
  type SiteSettings,
} from '../../../../modules/settings/settings.schema';

export type SettingsFieldKind = 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'year' | 'date' | 'image' | 'color' | 'switch';

type FieldOf<G extends SettingsGroup> = {
  name: keyof SiteSettings[G] & string;
  label: string;
  kind?: SettingsFieldKind;
  helperText?: string;
  /** Spans both columns. */
  wide?: boolean;
};

type DefinitionOf<G extends SettingsGroup> = {
  group: G;
  /** The tab's label and the card's heading. */
  title: string;
  description: string;
  schema: z.ZodObject;
  fields: FieldOf<G>[];
};

export type SettingsGroupDefinition = { [G in SettingsGroup]: DefinitionOf<G> }[SettingsGroup];

/** Every group of the central brand content, in the order staff meet them. */
export const SETTINGS_GROUP_DEFINITIONS: SettingsGroupDefinition[] = [
  {
    group: 'company',
    title: 'Company',
    description: 'Name and contact details shown in the header, footer, contact page and legal pages.',
    schema: companySettings,
    fields: [
      { name: 'name', label: 'Company name' },
      { name: 'shortName', label: 'Short name' },
      { name: 'tagline', label: 'Tagline', wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'foundedYear', label: 'Founded year', kind: 'year' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      { name: 'address', label: 'Address', wide: true },
    ],
  },
  {
    group: 'homepage',
    title: 'Homepage',
    description: 'The hero texts and button labels at the top of the home page.',
    schema: homepageSettings,
    fields: [
      { name: 'headline', label: 'Headline', wide: true },
      { name: 'subheadline', label: 'Subheadline', kind: 'textarea', wide: true },
      { name: 'ctaPrimary', label: 'Primary button text' },
      { name: 'ctaSecondary', label: 'Secondary button text' },
      { name: 'featuredTitle', label: 'Featured section title' },
    ],
  },
  {
    group: 'social',
    title: 'Social',
    description: 'Profile links in the footer; leave one blank to hide its icon.',
    schema: socialSettings,
    fields: [
      { name: 'linkedin', label: 'LinkedIn URL', kind: 'url' },
      { name: 'twitter', label: 'Twitter URL', kind: 'url' },
      { name: 'facebook', label: 'Facebook URL', kind: 'url' },
      { name: 'instagram', label: 'Instagram URL', kind: 'url' },
    ],
  },
  {
    group: 'seo',
    title: 'SEO',
    description: 'Defaults for search engines and link previews when a page sets nothing of its own.',
    schema: seoSettings,
    fields: [
      { name: 'title', label: 'Default title', wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'ogImage', label: 'Open Graph image', kind: 'image', wide: true, helperText: 'Shown when a page is shared; 1200 × 630 works best.' },
      { name: 'ogUrl', label: 'Open Graph URL', kind: 'url' },
      { name: 'twitterHandle', label: 'Twitter handle', helperText: 'For example @dovetailgroup' },
      { name: 'keywords', label: 'Keywords', wide: true, helperText: 'Separated by commas' },
    ],
  },
  {
    group: 'legal',
    title: 'Legal',
    description: 'The legal entity and the last-updated dates printed on the privacy and terms pages.',
    schema: legalSettings,
    fields: [
      { name: 'companyLegalName', label: 'Legal company name', wide: true },
      { name: 'privacyLastUpdated', label: 'Privacy policy last updated', kind: 'date' },
      { name: 'termsLastUpdated', label: 'Terms of service last updated', kind: 'date' },
    ],
  },
  {
    group: 'newsletter',
    title: 'Newsletter',
    description: 'Whether the issues sent to subscribers are also published on the site.',
    schema: newsletterSettings,
    fields: [
      {
        name: 'showArchive',
        label: 'Show past issues on the site',
        kind: 'switch',
        wide: true,
        helperText: 'Every sent issue gets a page under /newsletter, linked from the footer and listed in the sitemap.',
      },
    ],
  },
  {
    group: 'logo',
    title: 'Logos',
    description: 'The logo variants and the three phase illustrations used across the site.',
    schema: logoSettings,
    fields: [
      { name: 'dark', label: 'Dark logo', kind: 'image', helperText: 'For dark backgrounds (hero, footer)' },
      { name: 'light', label: 'Light logo', kind: 'image', helperText: 'For light backgrounds' },
      { name: 'blue', label: 'Blue logo', kind: 'image' },
      { name: 'tagline', label: 'Tagline logo', kind: 'image' },
      { name: 'define', label: 'Define image', kind: 'image' },
      { name: 'design', label: 'Design image', kind: 'image' },
      { name: 'develop', label: 'Develop image', kind: 'image' },
    ],
  },
  {
    group: 'colors',
    title: 'Colours',
    description: 'The brand palette, as six-digit hex colours.',
    schema: colorSettings,
    fields: [
      { name: 'primary', label: 'Primary colour', kind: 'color' },
      { name: 'secondary', label: 'Secondary colour', kind: 'color' },
      { name: 'accent', label: 'Accent colour', kind: 'color' },
      { name: 'dark', label: 'Dark colour', kind: 'color' },
      { name: 'light', label: 'Light colour', kind: 'color' },
    ],
  },
];
