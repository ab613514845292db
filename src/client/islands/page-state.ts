import type { SiteSettings } from '../../modules/settings/settings.schema';
import type { SiteInfo } from '../lib/site-context';
import type { IslandSpec } from './island-registry';

/** What the server hands the browser in the page's state script (index.html, filled by entry-server.tsx). */
export type PageState = { siteInfo?: SiteInfo; settings?: SiteSettings; islands?: IslandSpec[] };

const PAGE_STATE_ELEMENT_ID = '__APP_STATE__';

export function readPageState(): PageState {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : {};
}
