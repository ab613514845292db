import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';
import { getAuthToken } from './auth-token';

/** Typed hooks for every procedure: `trpc.services.list.useQuery()`. */
export const trpc = createTRPCReact<AppRouter>();

/** The spec's query behaviour: never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpcClient(baseUrl = '') {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: `${baseUrl}/api/trpc`,
        headers: () => {
          const token = getAuthToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
