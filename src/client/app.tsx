import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Switch } from 'wouter';
import { createQueryClient, createTrpcClient, trpc } from './lib/trpc';
import { system } from './lib/theme';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <trpc.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>
        <ChakraProvider value={system}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </ChakraProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
