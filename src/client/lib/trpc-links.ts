import { httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/app-router';
import { MAX_BATCH_CALLS, TRPC_PATH } from '../../shared/api-paths';
import { getAuthToken } from './auth-token-storage';

/** How every client reaches the procedures: batched over /api/trpc, with the stored session token. */
export const trpcLinks = (baseUrl = '') => [
  httpBatchLink<AppRouter>({
    url: `${baseUrl}${TRPC_PATH}`,
    maxItems: MAX_BATCH_CALLS,
    headers: () => {
      const token = getAuthToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
  }),
];
