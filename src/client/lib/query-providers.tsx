import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc, type TrpcClient } from './trpc';

export type QueryProviderProps = { queryClient: QueryClient; trpcClient: TrpcClient; children: ReactNode };

/** tRPC's typed hooks over react-query's cache: the server's page render and the dashboard. */
export function QueryProviders({ queryClient, trpcClient, children }: QueryProviderProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
