import { TRPCError } from '@trpc/server';
import type { PageDataSource } from '../../client/loaders/page-data-source';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';

type Caller = ReturnType<AppRouter['createCaller']>;

/** A procedure's NOT_FOUND is a missing item; every other failure is thrown on. */
const orMissing = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  });

/** Public pages read through the same procedures the API serves (same rules, same output validation). */
export function pageDataSource(router: AppRouter, ctx: Context): PageDataSource {
  const api: Caller = router.createCaller(ctx);
  return {
    settings: async () => (await api.settings.get()).data,
    services: async () => (await api.services.list()).data,
    service: (id) => orMissing(api.services.byId({ id })),
    team: async () => (await api.team.list()).data,
    teamMember: async (id) => (await orMissing(api.team.byId({ id })))?.data ?? null,
    posts: async () => (await api.blog.list()).data,
    post: async (slug) => (await orMissing(api.blog.bySlug({ slug })))?.data ?? null,
    insights: async () => (await api.insights.list()).data,
    expertise: () => api.expertise.list(),
    positions: async () => (await api.careers.list()).data,
    position: async (id) => (await orMissing(api.careers.byId({ id })))?.data ?? null,
    retention: async () => (await api.privacy.retention()).data,
  };
}
