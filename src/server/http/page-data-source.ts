import { TRPCError } from '@trpc/server';
import type { PageDataSource } from '../../client/loaders/page-data-source';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import type { PreviewDeclaration } from '../trpc/previews';

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
    caseResults: async () => (await api.caseResults.list()).data,
    positions: async () => (await api.careers.list()).data,
    position: async (id) => (await orMissing(api.careers.byId({ id })))?.data ?? null,
    retention: async () => (await api.privacy.retention()).data,
    newsletterIssues: async () => (await orMissing(api.newsletter.archive()))?.data ?? null,
    newsletterIssue: async (id) => (await orMissing(api.newsletter.archivedIssue({ id })))?.data ?? null,
  };
}

/**
 * The page data with a previewed draft in its live item's place (or, for an item not yet live, first in
 * its list; or the settings draft in place of the settings): what the preview of that draft renders from
 * (decisions 042, 049).
 */
export function withDraft(live: PageDataSource, { item, declaration }: { item: Record<string, unknown>; declaration: PreviewDeclaration }): PageDataSource {
  // The settings the preview opened were read with settingsFrom: a whole, valid document.
  if ('whole' in declaration) return { ...live, [declaration.whole]: async () => item as never };
  const { list, item: read } = declaration;
  const inPlace = (rows: { id?: unknown }[]) => {
    const at = rows.findIndex((row) => row.id === item.id);
    return at === -1 ? [item, ...rows] : rows.map((row, index) => (index === at ? item : row));
  };
  const readOne = read && (live[read.read] as (key: number | string) => Promise<unknown>);
  return {
    ...live,
    [list]: async () => inPlace(await live[list]()),
    ...(read && { [read.read]: async (key: number | string) => (key === item[read.by] ? item : readOne!(key)) }),
  };
}
