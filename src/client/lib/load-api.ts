/** The typed API client (`api.ts`), downloaded on an island's first call rather than with the page. */
export const loadApi = () => import('./api').then((module) => module.api);
