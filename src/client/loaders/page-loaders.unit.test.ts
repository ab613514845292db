import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import { loadPage } from './load-page';
import type { BlogPost, PageDataSource, Position, Service, TeamMember } from './page-data-source';
import { loadBlog, loadBlogPost, loadHome, loadPosition, loadService, loadServices, loadTeamMember } from './page-loaders';

const service = { id: 7, title: 'Business Analysis' } as Service;
const member = { id: 3, name: 'Ada' } as TeamMember;
const post = { id: 1, slug: 'first-post', title: 'First' } as BlogPost;
const position = { id: 2, title: 'Analyst' } as Position;

/** A data source in memory: what a page would read, with no database behind it. */
function fakeSource(overrides: Partial<PageDataSource> = {}): PageDataSource & { reads: string[] } {
  const reads: string[] = [];
  const read =
    <A extends unknown[], T>(name: string, answer: (...args: A) => T) =>
    async (...args: A) => {
      reads.push(args.length ? `${name}(${args.join(',')})` : name);
      return answer(...args);
    };
  return {
    reads,
    settings: read('settings', () => DEFAULT_SETTINGS),
    services: read('services', () => [service]),
    service: read('service', (id: number) => (id === service.id ? service : null)),
    team: read('team', () => [member]),
    teamMember: read('teamMember', (id: number) => (id === member.id ? member : null)),
    posts: read('posts', () => [post]),
    post: read('post', (slug: string) => (slug === post.slug ? post : null)),
    insights: read('insights', () => []),
    expertise: read('expertise', () => []),
    caseResults: read('caseResults', () => []),
    positions: read('positions', () => [position]),
    position: read('position', (id: number) => (id === position.id ? position : null)),
    retention: read('retention', () => ({ contactMessagesMonths: 24, applicationsMonths: 6, unconfirmedSubscriptionsDays: 7 })),
    newsletterIssues: read('newsletterIssues', () => null),
    newsletterIssue: read('newsletterIssue', () => null),
    ...overrides,
  };
}

const failing = () => Promise.reject(new Error('relation "services" does not exist'));

describe('route loaders over a fake data source', () => {
  it('a list page gets its data', async () => {
    expect(await loadServices(fakeSource(), {}, {})).toEqual({ kind: 'data', data: { services: [service], caseResults: [] } });
    expect(await loadHome(fakeSource(), {}, {})).toEqual({ kind: 'data', data: { insights: [], expertise: [], caseResults: [] } });
  });

  it('a detail page gets its item, or not-found for an unknown id without a second guess', async () => {
    expect(await loadService(fakeSource(), { id: '7' }, {})).toEqual({ kind: 'data', data: { service, caseResults: [] } });
    expect(await loadTeamMember(fakeSource(), { id: '3' }, {})).toEqual({ kind: 'data', data: member });
    expect(await loadPosition(fakeSource(), { id: '2' }, {})).toEqual({ kind: 'data', data: position });
    expect(await loadService(fakeSource(), { id: '8' }, {})).toEqual({ kind: 'not-found' });
  });

  it('a malformed id is not found and never read', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '', undefined]) {
      const source = fakeSource();
      expect(await loadService(source, { id }, {}), String(id)).toEqual({ kind: 'not-found' });
      expect(source.reads).toEqual([]);
    }
  });

  it('a non-canonical id moves to the canonical address', async () => {
    expect(await loadService(fakeSource(), { id: '007' }, {})).toEqual({ kind: 'redirect', location: '/service/7' });
    expect(await loadTeamMember(fakeSource(), { id: '3e0' }, {})).toEqual({ kind: 'redirect', location: '/team/3' });
  });

  it('an article page reads one post by its slug, not the whole blog', async () => {
    const source = fakeSource();
    expect(await loadBlogPost(source, { slug: 'first-post' }, {})).toEqual({ kind: 'data', data: post });
    expect(source.reads).toEqual(['post(first-post)']);
    expect(await loadBlogPost(fakeSource(), { slug: 'draft-or-gone' }, {})).toEqual({ kind: 'not-found' });
    expect(await loadBlogPost(fakeSource(), { slug: 'x'.repeat(201) }, {})).toEqual({ kind: 'not-found' });
  });

  it('the blog is filtered by the search and category in its address; an unknown category moves to the blog without it', async () => {
    const categorised = { ...post, isPublished: true, category: 'Strategy', publishDate: '2025-06-10', content: '' } as BlogPost;
    const source = fakeSource({ posts: async () => [categorised] });
    const loaded = await loadBlog(source, {}, { q: 'risk', category: 'Strategy' });
    expect(loaded).toEqual({ kind: 'data', data: { posts: [categorised], insights: [], filter: { search: 'risk', category: 'Strategy' } } });
    expect(await loadBlog(source, {}, {})).toMatchObject({ data: { filter: { search: '', category: null } } });
    expect(await loadBlog(source, {}, { q: 'risk & reward', category: 'Nope' })).toEqual({ kind: 'redirect', location: '/blog?q=risk+%26+reward' });
    expect(await loadBlog(source, {}, { category: 'strategy' })).toEqual({ kind: 'redirect', location: '/blog' });
  });

  it('a read that fails is thrown, never turned into an empty list or a missing item', async () => {
    await expect(loadServices(fakeSource({ services: failing }), {}, {})).rejects.toThrow('does not exist');
    await expect(loadService(fakeSource({ service: failing }), { id: '7' }, {})).rejects.toThrow('does not exist');
    await expect(loadBlog(fakeSource({ insights: failing }), {}, {})).rejects.toThrow('does not exist');
  });
});

describe('loadPage', () => {
  it('loads the brand content beside the route data', async () => {
    expect(await loadPage(loadServices as never, {}, {}, fakeSource())).toEqual({
      settings: DEFAULT_SETTINGS,
      result: { kind: 'data', data: { services: [service], caseResults: [] } },
    });
  });

  it('an unknown path is not found, with the brand content still loaded', async () => {
    expect(await loadPage(undefined, {}, {}, fakeSource())).toEqual({ settings: DEFAULT_SETTINGS, result: { kind: 'not-found' } });
  });

  it('a brand content read that fails fails the page instead of falling back to the defaults', async () => {
    await expect(loadPage(loadServices as never, {}, {}, fakeSource({ settings: failing }))).rejects.toThrow('does not exist');
    await expect(loadPage(undefined, {}, {}, fakeSource({ settings: failing }))).rejects.toThrow('does not exist');
  });
});
