import { describe, expect, it } from 'vitest';
import { itemPagePath } from './item-pages';
import { redirectInput, sitePathOf } from './redirect.schema';

describe("an item's public address", () => {
  const blog = { route: '/blog/:slug', list: '/blog', live: { isPublished: true } } as const;

  it('is its route with the row property filled in, only while the row is live', () => {
    expect(itemPagePath(blog, { slug: 'new-offices', isPublished: true })).toBe('/blog/new-offices');
    expect(itemPagePath(blog, { slug: 'new-offices', isPublished: false })).toBeNull();
    expect(itemPagePath({ route: '/team/:id', list: '/team' }, { id: 7 })).toBe('/team/7');
  });
});

describe('redirect addresses', () => {
  it('are stored as browsers send them: percent-encoded, dot segments resolved', () => {
    const parsed = redirectInput.parse({ fromPath: '/café/../menu', toPath: '/pièce?x=1' });
    expect(parsed).toEqual({ fromPath: '/menu', toPath: '/pi%C3%A8ce?x=1', status: 301 });
  });

  it('compare by path: a same-site target without its query, an absolute URL not at all', () => {
    expect(sitePathOf('/contact?topic=1')).toBe('/contact');
    expect(sitePathOf('https://example.com/contact')).toBeNull();
  });
});
