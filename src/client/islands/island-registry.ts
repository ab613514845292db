import type { ComponentProps } from 'react';

/**
 * Every island: a part of a public page that reacts to the visitor. The server renders the whole
 * page; the browser loads and hydrates only these, each as its own React root
 * (docs/decisions/005-public-pages-as-islands.md).
 * The loaders are what the browser imports, so a page downloads only the islands it contains.
 */
export const ISLANDS = {
  'header-account': () => import('../components/layout/header-account').then((m) => m.HeaderAccount),
  'newsletter-signup': () => import('../components/layout/newsletter-signup').then((m) => m.NewsletterSignup),
  'contact-form': () => import('../components/contact/contact-form').then((m) => m.ContactForm),
  'blog-browser': () => import('../pages/blog/blog-browser').then((m) => m.BlogBrowser),
  'application-panel': () => import('../pages/careers/application-panel').then((m) => m.ApplicationPanel),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

/** What the server hands the browser for each island on the page, in document order. */
export type IslandSpec = { name: IslandName; props: Record<string, unknown> };

/** The attributes of an island's container element; hydration finds islands by them. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';

/** Keeps `useId` values of different islands (and of the page around them) apart. */
export const islandIdPrefix = (id: number) => `i${id}-`;
