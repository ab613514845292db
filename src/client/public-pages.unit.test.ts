import { expect, it } from 'vitest';
import { OPTIONAL_PAGES, pageAddress, PUBLIC_PAGES } from './public-pages';
import { PUBLIC_ROUTES } from './routes';

it('the app routes exactly the shared lists of public pages, in the same order', () => {
  expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual([...PUBLIC_PAGES, ...OPTIONAL_PAGES].map((page) => page.path));
});

it('a detail page’s address shows its demo record', () => {
  const ids = { serviceId: 3, memberId: 4, postSlug: 'why-discovery-fails', positionId: 5 };
  expect(PUBLIC_PAGES.map((page) => pageAddress(page, ids))).toEqual([
    '/',
    '/about',
    '/services',
    '/service/3',
    '/team',
    '/team/4',
    '/blog',
    '/blog/why-discovery-fails',
    '/careers',
    '/careers/5',
    '/contact',
    '/privacy',
    '/terms',
  ]);
});
