import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { SiteLayout } from './components/layout/site-layout';
import { IslandCollectorContext } from './islands/island';
import type { IslandSpec } from './islands/island-registry';
import { SiteProviders, type SiteProviderProps } from './lib/site-providers';
import { RenderCollectorContext, type RenderCollector } from './lib/site-context';

export type PublicAppProps = Omit<SiteProviderProps, 'children' | 'system'> & {
  path: string;
  /** Where the rendered page reports its head and islands. */
  collector: RenderCollector;
  islands: IslandSpec[];
  /** The page, already given its loader's data. */
  children: ReactNode;
};

/** The public site as the server renders it: one page of spec section 2 inside the site's layout. */
export function PublicApp({ path, collector, islands, children, ...site }: PublicAppProps) {
  return (
    <SiteProviders {...site}>
      <RenderCollectorContext.Provider value={collector}>
        <IslandCollectorContext.Provider value={islands}>
          <Router ssrPath={path}>
            <SiteLayout>{children}</SiteLayout>
          </Router>
        </IslandCollectorContext.Provider>
      </RenderCollectorContext.Provider>
    </SiteProviders>
  );
}
