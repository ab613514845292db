import { Route, Router, Switch } from 'wouter';
import { SiteLayout } from './components/layout/site-layout';
import { IslandCollectorContext } from './islands/island';
import type { IslandSpec } from './islands/island-registry';
import { QueryProviders, type QueryProviderProps } from './lib/query-providers';
import { SiteProviders, type SiteProviderProps } from './lib/site-providers';
import { RenderCollectorContext, type RenderCollector } from './lib/site-context';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { PUBLIC_ROUTES } from './routes';

export type PublicAppProps = Omit<QueryProviderProps & SiteProviderProps, 'children' | 'system'> & {
  path: string;
  /** Where the rendered page reports its head, status and islands. */
  collector: RenderCollector;
  islands: IslandSpec[];
};

/** The public site as the server renders it: every page of spec section 2, or the not-found page. */
export function PublicApp({ path, collector, islands, queryClient, trpcClient, ...site }: PublicAppProps) {
  return (
    <QueryProviders queryClient={queryClient} trpcClient={trpcClient}>
      <SiteProviders {...site}>
      <RenderCollectorContext.Provider value={collector}>
        <IslandCollectorContext.Provider value={islands}>
          <Router ssrPath={path}>
            <Switch>
              {PUBLIC_ROUTES.map((route) => (
                <Route key={route.path} path={route.path}>
                  <SiteLayout>
                    <route.component />
                  </SiteLayout>
                </Route>
              ))}
              <Route>
                <SiteLayout>
                  <NotFoundPage />
                </SiteLayout>
              </Route>
            </Switch>
          </Router>
        </IslandCollectorContext.Provider>
      </RenderCollectorContext.Provider>
      </SiteProviders>
    </QueryProviders>
  );
}
