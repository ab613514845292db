import type { PageDataSource } from './page-data-source';
import type { PageQuery } from '../../shared/page-query';

/** What a route's loader decided: the page's data, that the item does not exist, or another address. */
export type LoaderResult<T> = { kind: 'data'; data: T } | { kind: 'not-found' } | { kind: 'redirect'; location: string };

export type RouteParams = Record<string, string | undefined>;

/**
 * Runs on the server before the page renders; a thrown error means the data could not be read.
 * `query`: the page's declared query parameters (shared/page-query.ts), normalised; empty for the others.
 */
export type Loader<T> = (source: PageDataSource, params: RouteParams, query: PageQuery) => Promise<LoaderResult<T>>;

export const found = <T>(data: T): LoaderResult<T> => ({ kind: 'data', data });
export const notFound = { kind: 'not-found' } as const satisfies LoaderResult<never>;
export const redirectTo = (location: string) => ({ kind: 'redirect', location }) as const satisfies LoaderResult<never>;

/** Found when the item exists, else not-found. */
export const foundOrMissing = <T>(item: T | null): LoaderResult<T> => (item === null ? notFound : found(item));
