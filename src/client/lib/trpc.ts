import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';
import { trpcLinks } from './trpc-links';

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
  return trpc.createClient({ links: trpcLinks(baseUrl) });
}
