import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import { Toaster } from '../components/ui/toaster';
import { QueryProviders, type QueryProviderProps } from '../lib/query-providers';
import { SiteProviders, type SiteProviderProps } from '../lib/site-providers';
import { SiteSettingsContext } from '../lib/site-context';
import { ThemeModeProvider } from '../lib/theme-mode';
import { trpc } from '../lib/trpc';
import { adminRoutes } from './admin-routes';
import { adminSystem } from './admin-system';

/** The brand content from the settings query: a save in the settings section shows at once. */
function SettingsFromApi({ children }: { children: ReactNode }) {
  const query = trpc.settings.get.useQuery();
  return <SiteSettingsContext.Provider value={query.data?.data ?? DEFAULT_SETTINGS}>{children}</SiteSettingsContext.Provider>;
}

type AdminAppProps = Omit<QueryProviderProps & SiteProviderProps, 'children' | 'system' | 'settings'>;

/** The dashboard: a client-rendered single-page app under /admin, apart from the public site's islands. */
export function AdminApp({ queryClient, trpcClient, ...site }: AdminAppProps) {
  return (
    <QueryProviders queryClient={queryClient} trpcClient={trpcClient}>
      <SiteProviders {...site} system={adminSystem} settings={DEFAULT_SETTINGS}>
        <SettingsFromApi>
          <ThemeModeProvider>
            <Switch>
              {adminRoutes}
              <Route>
                <Redirect to="/admin/dashboard" replace />
              </Route>
            </Switch>
            <Toaster />
          </ThemeModeProvider>
        </SettingsFromApi>
      </SiteProviders>
    </QueryProviders>
  );
}
