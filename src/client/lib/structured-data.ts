import type { BlogPostDto } from '../../modules/blog/blog-post.schema';
import type { CareerPositionDto } from '../../modules/careers/career-position.schema';
import type { SiteSettings } from '../../modules/settings/settings.schema';
import { absoluteUrl } from './absolute-url';
import { parseAddress, parseJobLocation } from './place-text';
import { escapeMarkup } from '../../shared/escape-markup';
import { isLinkUrl } from '../../shared/link-urls';

/** A schema.org node as JSON-LD. */
export type JsonLd = { '@context'?: string; '@type': string; [key: string]: unknown };

/** What every builder needs to know about the site. */
export type SiteContext = { settings: SiteSettings; baseUrl: string };

/** Drops fields with no value, so no node claims an empty name, address or list. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as T;
}

const pageUrl = (baseUrl: string, path: string) => `${baseUrl}${path}`;

function postalAddress(address: string): JsonLd | undefined {
  if (!address.trim()) return undefined;
  const parts = parseAddress(address);
  return compact({
    '@type': 'PostalAddress',
    streetAddress: parts.streetAddress,
    addressLocality: parts.addressLocality,
    postalCode: parts.postalCode,
    addressCountry: parts.country?.code,
  });
}

const logo = ({ settings, baseUrl }: SiteContext): JsonLd => ({ '@type': 'ImageObject', url: absoluteUrl(baseUrl, settings.logo.light) });

/** The company, from the brand settings; on every public page. */
export function organization(site: SiteContext): JsonLd {
  const { company, legal, social } = site.settings;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: company.name,
    legalName: legal.companyLegalName,
    url: site.baseUrl,
    logo: logo(site),
    description: company.description,
    email: company.email,
    telephone: company.phone,
    address: postalAddress(company.address),
    foundingDate: String(company.foundedYear),
    sameAs: [social.linkedin, social.twitter, social.facebook, social.instagram].filter(isLinkUrl),
  });
}

/** The organisation as publisher or employer inside another node. */
const organizationReference = (site: SiteContext): JsonLd => ({
  '@type': 'Organization',
  '@id': `${site.baseUrl}/#organization`,
  name: site.settings.company.name,
  url: site.baseUrl,
  logo: logo(site),
});

export type Crumb = { name: string; path: string };

/** Home → the section's list → the item. */
export function breadcrumbList({ baseUrl }: SiteContext, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: pageUrl(baseUrl, crumb.path) })),
  };
}

/** What the article page shows beside the post's own fields: its defaults and the team byline. */
export type ArticleShown = { category: string; imageUrl: string; author: string };

export function blogPosting(site: SiteContext, post: BlogPostDto, shown: ArticleShown): JsonLd {
  const url = pageUrl(site.baseUrl, `/blog/${post.slug}`);
  const datePublished = post.publishDate ?? post.createdAt;
  // A post dated ahead of its last edit was not modified before it was published.
  const dateModified = new Date(post.updatedAt) > new Date(datePublished) ? post.updatedAt : datePublished;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(site.baseUrl, shown.imageUrl)],
    datePublished,
    dateModified,
    author: { '@type': 'Organization', name: shown.author, url: site.baseUrl },
    publisher: organizationReference(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: shown.category,
    url,
  });
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

/** Google's employmentType for the position's type ("Full-time" → FULL_TIME); undefined when unknown. */
export const employmentType = (type: string | null) => EMPLOYMENT_TYPES[(type ?? '').trim().toLowerCase().replace(/\s+/g, '-')];

/** The description and requirements as the page shows them, in HTML: paragraphs, then a list. */
export function jobDescriptionHtml(position: Pick<CareerPositionDto, 'description' | 'requirements'>): string {
  const paragraphs = position.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`);
  const requirements = position.requirements.length
    ? [`<p>Requirements</p>`, `<ul>${position.requirements.map((requirement) => `<li>${escapeMarkup(requirement)}</li>`).join('')}</ul>`]
    : [];
  return [...paragraphs, ...requirements].join('');
}

export function jobPosting(site: SiteContext, position: CareerPositionDto): JsonLd {
  const where = parseJobLocation(position.location, site.settings.company.address);
  const place =
    where.locality || (where.country && !where.remote)
      ? { '@type': 'Place', address: compact({ '@type': 'PostalAddress', addressLocality: where.locality, addressCountry: where.country?.code }) }
      : undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: jobDescriptionHtml(position),
    datePosted: position.createdAt,
    employmentType: employmentType(position.type),
    hiringOrganization: compact({
      '@type': 'Organization',
      name: site.settings.company.name,
      sameAs: site.baseUrl,
      logo: absoluteUrl(site.baseUrl, site.settings.logo.light),
    }),
    jobLocation: place,
    jobLocationType: where.remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: where.remote && where.country ? { '@type': 'Country', name: where.country.name } : undefined,
    identifier: { '@type': 'PropertyValue', name: site.settings.company.name, value: String(position.id) },
    directApply: true,
    url: pageUrl(site.baseUrl, `/careers/${position.id}`),
  });
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the tag. */
export const serialiseJsonLd = (node: JsonLd) => JSON.stringify(node).replace(/</g, '\\u003c');

/** The trail of a detail page: Home → the section's list → the item. */
export const detailBreadcrumbs = (site: SiteContext, section: Crumb, item: Crumb) => breadcrumbList(site, [{ name: 'Home', path: '/' }, section, item]);
