/** The path of a request URL, without its query. */
export function pathnameOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** The query of a request URL, without its `?`; '' when it has none. */
export function queryOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? '' : url.slice(queryAt + 1);
}

/** Whether a path is `prefix` itself or lies below it: `/admin` and `/admin/login`, not `/administration`. */
export const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
