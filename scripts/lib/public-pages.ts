import { demoIdsFrom, pageAddress, PUBLIC_PAGES } from '../../src/client/public-pages';

/** The first item a public list endpoint of a running app returns (`/api/services` → a service). */
export async function firstItem<T>(base: string, list: string): Promise<T> {
  const res = await fetch(`${base}/api/${list}`);
  const body = (await res.json()) as { data: T[] };
  if (!res.ok || !body.data[0]) throw new Error(`/api/${list} gave no item (HTTP ${res.status})`);
  return body.data[0];
}

/** Every public page of the app, detail pages with the first demo item of each list. */
export async function publicPagePaths(base: string): Promise<string[]> {
  const [services, team, posts, careers] = await Promise.all([
    firstItem<{ id: number }>(base, 'services'),
    firstItem<{ id: number }>(base, 'team'),
    firstItem<{ slug: string }>(base, 'blog'),
    firstItem<{ id: number }>(base, 'careers'),
  ]);
  const ids = demoIdsFrom({ services: [services], team: [team], posts: [posts], careers: [careers] });
  return PUBLIC_PAGES.map((page) => pageAddress(page, ids));
}
