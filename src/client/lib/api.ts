import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/app-router';
import { trpcLinks } from './trpc-links';

/**
 * The procedures as plain typed calls (`api.contact.send.mutate(values)`), for the public pages'
 * islands: a form posts and shows the answer, with no need for react-query's cache. Islands load
 * it on their first call (`load-api.ts`), so the client stays out of the page's first load.
 */
export const api = createTRPCClient<AppRouter>({ links: trpcLinks() });
