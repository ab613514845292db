import type { ReactNode } from 'react';
import { SiteProviders, type SiteProviderProps } from '../lib/site-providers';
import { islandSystem } from './island-system';

export type IslandContext = Omit<SiteProviderProps, 'children' | 'system'>;

/**
 * What an island renders inside, the same on the server and in the browser. No router: public pages
 * are separate documents, so a link in an island is a plain link that loads the next page.
 */
export function IslandRoot({ children, ...providers }: IslandContext & { children: ReactNode }) {
  return (
    <SiteProviders {...providers} system={islandSystem}>
      {children}
    </SiteProviders>
  );
}
