import type { SiteSettings } from '../../modules/settings/settings.schema';

export type PageMeta = {
  /** Omitted on pages that use the site's default title. */
  title?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
};

export type HeadTags = {
  title: string;
  canonical: string;
  /** The blog's RSS feed, advertised on every page. */
  feed: string;
  meta: { key: 'name' | 'property'; name: string; content: string }[];
};

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/** The spec's title rule ("{title} | {company}" unless default), canonical URL and social cards. */
export function buildHead(meta: PageMeta, settings: SiteSettings, baseUrl: string, path: string): HeadTags {
  const { seo, company } = settings;
  const title = meta.title && meta.title !== seo.title ? `${meta.title} | ${company.name}` : seo.title;
  const description = meta.description || seo.description;
  const canonical = `${baseUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
  const image = absolute(baseUrl, meta.image || seo.ogImage || settings.logo.light);
  const tags: HeadTags['meta'] = [
    { key: 'name', name: 'description', content: description },
    { key: 'property', name: 'og:title', content: title },
    { key: 'property', name: 'og:description', content: description },
    { key: 'property', name: 'og:type', content: meta.type ?? 'website' },
    { key: 'property', name: 'og:url', content: canonical },
    { key: 'property', name: 'og:image', content: image },
    { key: 'property', name: 'og:site_name', content: company.name },
    { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', name: 'twitter:title', content: title },
    { key: 'name', name: 'twitter:description', content: description },
    { key: 'name', name: 'twitter:image', content: image },
  ];
  if (seo.twitterHandle) tags.push({ key: 'name', name: 'twitter:site', content: seo.twitterHandle });
  if (seo.keywords) tags.push({ key: 'name', name: 'keywords', content: seo.keywords });
  if (meta.noindex) tags.push({ key: 'name', name: 'robots', content: 'noindex, nofollow' });
  return { title, canonical, feed: `${baseUrl}/blog/rss.xml`, meta: tags };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHeadHtml(head: HeadTags): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head="page" />`,
    // The same on every page, so client navigation leaves it in place.
    `<link rel="alternate" type="application/rss+xml" title="Insights &amp; Perspectives" href="${escapeHtml(head.feed)}" />`,
    ...head.meta.map((tag) => `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" data-head="page" />`),
  ].join('\n    ');
}

/** Replaces the page's head tags in the live document after client-side navigation. */
export function applyHead(head: HeadTags) {
  document.title = head.title;
  document.head.querySelectorAll('[data-head="page"]').forEach((node) => node.remove());
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = head.canonical;
  canonical.dataset.head = 'page';
  document.head.append(canonical);
  for (const tag of head.meta) {
    const element = document.createElement('meta');
    element.setAttribute(tag.key, tag.name);
    element.content = tag.content;
    element.dataset.head = 'page';
    document.head.append(element);
  }
}
