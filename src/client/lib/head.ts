import { BRAND_FONT_TAGS } from './brand-font-tags';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import type { SiteSettings } from '../../modules/settings/settings.schema';
import { absoluteUrl } from './absolute-url';
import { organization, serialiseJsonLd, type JsonLd, type SiteContext } from './structured-data';
import { escapeMarkup } from '../../shared/escape-markup';

export type PageMeta = {
  /** Omitted on pages that use the site's default title. */
  title?: string;
  description?: string;
  /** The item's own picture for social cards; SVGs are skipped, since social networks do not render them. */
  image?: string | null;
  /** What the item's image shows. */
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The page's schema.org nodes besides the Organization every page carries. */
  structuredData?: (site: SiteContext) => JsonLd[];
};

export type HeadTags = {
  title: string;
  canonical: string;
  /** The blog's RSS feed, advertised on every page. */
  feed: string;
  meta: { key: 'name' | 'property'; name: string; content: string }[];
  jsonLd: JsonLd[];
};

// The shipped social image (public/images/og-default.png, rendered from its SVG source): its size is known.
const SHIPPED_OG_IMAGE = { path: DEFAULT_SETTINGS.seo.ogImage, width: 1200, height: 630 };

const isSvg = (url: string) => /\.svg(?:[?#]|$)/i.test(url);

type SocialImage = { url: string; alt?: string; width?: number; height?: number };

function socialImage(meta: PageMeta, settings: SiteSettings): SocialImage {
  if (meta.image && !isSvg(meta.image)) return { url: meta.image, alt: meta.imageAlt };
  const url = settings.seo.ogImage || settings.logo.light;
  return { url, alt: settings.seo.title, ...(url === SHIPPED_OG_IMAGE.path ? { width: SHIPPED_OG_IMAGE.width, height: SHIPPED_OG_IMAGE.height } : {}) };
}

/** The spec's title rule ("{title} | {company}" unless default), canonical URL, social cards and JSON-LD. */
export function buildHead(meta: PageMeta, settings: SiteSettings, baseUrl: string, path: string): HeadTags {
  const { seo, company } = settings;
  const title = meta.title && meta.title !== seo.title ? `${meta.title} | ${company.name}` : seo.title;
  const description = meta.description || seo.description;
  const canonical = `${baseUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
  const image = socialImage(meta, settings);
  const imageUrl = absoluteUrl(baseUrl, image.url);
  const tags: HeadTags['meta'] = [
    { key: 'name', name: 'description', content: description },
    { key: 'property', name: 'og:title', content: title },
    { key: 'property', name: 'og:description', content: description },
    { key: 'property', name: 'og:type', content: meta.type ?? 'website' },
    { key: 'property', name: 'og:url', content: canonical },
    { key: 'property', name: 'og:image', content: imageUrl },
  ];
  if (image.width && image.height) {
    tags.push(
      { key: 'property', name: 'og:image:width', content: String(image.width) },
      { key: 'property', name: 'og:image:height', content: String(image.height) },
    );
  }
  if (image.alt) tags.push({ key: 'property', name: 'og:image:alt', content: image.alt });
  tags.push(
    { key: 'property', name: 'og:site_name', content: company.name },
    { key: 'property', name: 'og:locale', content: 'en_GB' },
    { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', name: 'twitter:title', content: title },
    { key: 'name', name: 'twitter:description', content: description },
    { key: 'name', name: 'twitter:image', content: imageUrl },
  );
  if (image.alt) tags.push({ key: 'name', name: 'twitter:image:alt', content: image.alt });
  if (seo.twitterHandle) tags.push({ key: 'name', name: 'twitter:site', content: seo.twitterHandle });
  if (seo.keywords) tags.push({ key: 'name', name: 'keywords', content: seo.keywords });
  if (meta.noindex) tags.push({ key: 'name', name: 'robots', content: 'noindex, nofollow' });
  const site = { settings, baseUrl };
  const jsonLd = [organization(site), ...(meta.structuredData?.(site) ?? [])];
  return { title, canonical, feed: `${baseUrl}/blog/rss.xml`, meta: tags, jsonLd };
}

export function renderHeadHtml(head: HeadTags): string {
  return [
    BRAND_FONT_TAGS,
    `<title>${escapeMarkup(head.title)}</title>`,
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" data-head="page" />`,
    // The same on every page, so client navigation leaves it in place.
    `<link rel="alternate" type="application/rss+xml" title="Insights &amp; Perspectives" href="${escapeMarkup(head.feed)}" />`,
    ...head.meta.map((tag) => `<meta ${tag.key}="${escapeMarkup(tag.name)}" content="${escapeMarkup(tag.content)}" data-head="page" />`),
    // A data block, never executed, so the CSP's script-src does not apply to it.
    ...head.jsonLd.map((node) => `<script type="application/ld+json" data-head="page">${serialiseJsonLd(node)}</script>`),
  ].join('\n    ');
}

const removePageTags = () => document.head.querySelectorAll('[data-head="page"]').forEach((node) => node.remove());

/** Admin pages, client-rendered: a title per section, no public page's tags, never indexed. */
export function applyPrivateHead(title: string) {
  document.title = title;
  removePageTags();
  const robots = document.createElement('meta');
  robots.name = 'robots';
  robots.content = 'noindex, nofollow';
  robots.dataset.head = 'page';
  document.head.append(robots);
}
