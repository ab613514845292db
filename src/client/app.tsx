import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { adminRoutes } from './admin/admin-routes';
import { SiteLayout } from './components/layout/site-layout';
import { Toaster } from './components/ui/toaster';
import { RenderCollectorContext, SiteInfoContext, type RenderCollector, type SiteInfo } from './lib/site-context';
import { system } from './lib/theme';
import { ThemeModeProvider } from './lib/theme-mode';
import { trpc, type TrpcClient } from './lib/trpc';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { PUBLIC_ROUTES } from './routes';

export type AppProps = {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  emotionCache: EmotionCache;
  siteInfo: SiteInfo;
  /** Server only: the requested path, and where the rendered page reports its head and status. */
  ssrPath?: string;
  collector?: RenderCollector;
};

function Providers({ queryClient, trpcClient, emotionCache, siteInfo, collector, children }: AppProps & { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={emotionCache}>
          <ChakraProvider value={system}>
            <ThemeModeProvider>
              <SiteInfoContext.Provider value={siteInfo}>
                <RenderCollectorContext.Provider value={collector ?? null}>{children}</RenderCollectorContext.Provider>
              </SiteInfoContext.Provider>
            </ThemeModeProvider>
          </ChakraProvider>
        </CacheProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

export function App(props: AppProps) {
  return (
    <Providers {...props}>
      <Router ssrPath={props.ssrPath}>
        <Switch>
          {adminRoutes}
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
      <Toaster />
    </Providers>
  );
}
