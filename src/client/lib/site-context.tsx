import { createContext, useContext } from 'react';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import type { SiteSettings } from '../../modules/settings/settings.schema';
import type { PageMeta } from './head';
import type { PageMediaImages } from '../../shared/media-images';

/** What the server knows about this request; handed to the client with the page. */
export type SiteInfo = {
  baseUrl: string;
  /** Version of the built public images, part of their resized addresses (see shared/resized-images). */
  imagesVersion?: string;
  /** The uploaded images the page's data names, as they are now (shared/media-images.ts). */
  media?: PageMediaImages;
};

export const SiteInfoContext = createContext<SiteInfo>({ baseUrl: '' });
export const useSiteInfo = () => useContext(SiteInfoContext);

/** Set on the server only: the page rendered last tells the server its head. */
export type RenderCollector = { meta: PageMeta };
export const RenderCollectorContext = createContext<RenderCollector | null>(null);

/**
 * The central brand content. Public pages get it from the server's render (and islands from the page
 * state); the dashboard from its settings query, so an edit shows at once.
 */
export const SiteSettingsContext = createContext<SiteSettings>(DEFAULT_SETTINGS);
export const useSiteSettings = () => useContext(SiteSettingsContext);
