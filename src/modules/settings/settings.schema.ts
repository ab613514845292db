import { z } from 'zod';
import { linkUrl, sitePath } from '../../shared/fields';
import { isImageAddress } from '../../shared/link-urls';

const line = (label: string, max = 300) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max = 300) => line(label, max).min(1, `${label} is required`);

export const companySettings = z.object({
  name: required('Company name', 120),
  shortName: required('Short name', 60),
  tagline: line('Tagline', 200),
  description: line('Description', 1000),
  foundedYear: z
    .number({ error: 'Founded year must be a number' })
    .int('Founded year must be a whole number')
    .min(1800, 'Founded year must be between 1800 and 2100')
    .max(2100, 'Founded year must be between 1800 and 2100'),
  email: z.string({ error: 'Email must be text' }).trim().email('Please enter a valid email address'),
  phone: line('Phone', 50),
  address: line('Address', 300),
});

export const logoSettings = z.object({
  dark: sitePath('Dark logo'),
  light: sitePath('Light logo'),
  blue: sitePath('Blue logo'),
  tagline: sitePath('Tagline logo'),
  define: sitePath('Define image'),
  design: sitePath('Design image'),
  develop: sitePath('Develop image'),
});

const hexColor = (label: string) => z.string({ error: `${label} must be text` }).regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #1D4ED8`);

export const colorSettings = z.object({
  primary: hexColor('Primary colour'),
  secondary: hexColor('Secondary colour'),
  accent: hexColor('Accent colour'),
  dark: hexColor('Dark colour'),
  light: hexColor('Light colour'),
});

export const homepageSettings = z.object({
  headline: required('Headline', 200),
  subheadline: line('Subheadline', 500),
  ctaPrimary: required('Primary button text', 60),
  ctaSecondary: required('Secondary button text', 60),
  featuredTitle: required('Featured section title', 120),
});

export const socialSettings = z.object({
  linkedin: linkUrl('LinkedIn URL'),
  twitter: linkUrl('Twitter URL'),
  facebook: linkUrl('Facebook URL'),
  instagram: linkUrl('Instagram URL'),
});

export const seoSettings = z.object({
  title: required('Default title', 120),
  description: line('Description', 320),
  ogImage: line('Open Graph image', 2048).refine((value) => value === '' || isImageAddress(value), {
    message: 'Open Graph image must be a path on this site or an http(s) URL',
  }),
  ogUrl: linkUrl('Open Graph URL'),
  twitterHandle: line('Twitter handle', 60),
  keywords: line('Keywords', 500),
});

const isoDate = z.string({ error: 'Dates must be text' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD');

export const legalSettings = z.object({
  privacyLastUpdated: isoDate,
  termsLastUpdated: isoDate,
  companyLegalName: required('Legal company name', 200),
});

export const newsletterSettings = z.object({
  showArchive: z.boolean({ error: 'Show the archive must be true or false' }),
});

export const siteSettings = z
  .object({
    company: companySettings,
    logo: logoSettings,
    colors: colorSettings,
    homepage: homepageSettings,
    social: socialSettings,
    seo: seoSettings,
    legal: legalSettings,
    newsletter: newsletterSettings.describe('Whether sent newsletter issues are shown on the site, at /newsletter'),
  })
  .meta({ id: 'SiteSettings' });

export type SiteSettings = z.infer<typeof siteSettings>;
export type SettingsGroup = keyof SiteSettings;
export const SETTINGS_GROUPS = Object.keys(siteSettings.shape) as SettingsGroup[];

/**
 * A settings change: any groups, each with any of its fields; the result must still be valid.
 * Strict at both levels, so a mistyped group or field is refused rather than dropped; stored rows
 * are read with the lenient groups above, so a field retired later does not break them.
 */
export const siteSettingsUpdate = z.strictObject(
  Object.fromEntries(Object.entries(siteSettings.shape).map(([group, schema]) => [group, schema.partial().strict().optional()])) as {
    [K in SettingsGroup]: z.ZodOptional<ReturnType<(typeof siteSettings.shape)[K]['partial']>>;
  },
);
export type SiteSettingsUpdate = z.input<typeof siteSettingsUpdate>;
