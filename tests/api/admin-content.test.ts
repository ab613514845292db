import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { expectCreated } from '../support/expect-answers';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

type SectionCase = {
  section: string;
  publicList?: string;
  valid: Record<string, unknown>;
  invalid: [Record<string, unknown>, string, string];
  change: Record<string, unknown>;
};

// One row per content section: a valid body, an invalid one (field, message) and a change.
const SECTIONS: SectionCase[] = [
  {
    section: 'team',
    publicList: '/api/team',
    valid: { name: 'Morgan Ellis', title: 'Senior Consultant', bio: 'First line.\nSecond line.', email: 'morgan@example.com', photoUrl: '' },
    invalid: [{ name: 'M', title: 'x', bio: 'y' }, 'name', 'Name must be at least 2 characters'],
    change: { title: 'Principal Consultant' },
  },
  {
    section: 'services',
    publicList: '/api/services',
    valid: { title: 'Procurement Advisory', description: 'Buying well.', features: ['Market analysis', ' ', 'Supplier evaluation'], iconType: 'strategy' },
    invalid: [
      { title: 'x', description: 'y', iconType: 'rocket' },
      'iconType',
      'Icon type must be one of define, design, develop, strategy, innovation, transformation, people, technology, delivery',
    ],
    change: { isActive: false },
  },
  {
    section: 'core-expertise',
    publicList: '/api/core-expertise',
    valid: { title: 'Data Literacy', description: 'Decisions from evidence.', iconType: 'Zap' },
    invalid: [{ title: 'x', description: 'y', customIconUrl: 'javascript:alert(1)' }, 'customIconUrl', 'Custom icon must be a URL or a path starting with /'],
    change: { iconType: 'Users', customIconUrl: '/images/phases/define.svg' },
  },
  {
    section: 'case-results',
    publicList: '/api/case-results',
    valid: { clientName: 'Housing association', sector: 'Public sector', outcomeFigure: '96%', outcome: 'Repairs booked first time.' },
    invalid: [{ clientName: 'x', sector: 'y', outcomeFigure: '', outcome: 'z' }, 'outcomeFigure', 'Outcome figure is required'],
    change: { quote: 'They listened.', quoteBy: 'Ann Bell' },
  },
  {
    section: 'featured-insights',
    publicList: '/api/featured-insights',
    valid: { title: 'Fresh thinking', description: 'A new insight.', link: '/blog', order: 9 },
    invalid: [{ title: '', description: 'y' }, 'title', 'Title is required'],
    change: { isActive: false },
  },
  {
    section: 'careers',
    publicList: '/api/careers',
    valid: { title: 'Data Analyst', description: 'Analyse things.', requirements: ['SQL', 'Curiosity'], location: 'London, UK', type: 'Full-time' },
    invalid: [{ title: 'x', description: 'y', requirements: 'SQL' }, 'requirements', 'Requirements must be a list of text'],
    change: { isActive: false },
  },
  {
    section: 'blog',
    publicList: '/api/blog',
    valid: { title: 'A brand new post', excerpt: 'Short.', content: '<p>Body</p>', category: 'Strategy', publishDate: '2026-02-01', isPublished: true },
    invalid: [{ title: 'x', publishDate: '2026-02-30' }, 'publishDate', 'Please enter a real date'],
    change: { isPublished: false },
  },
];

const listed = async (path: string, id: number) => {
  const body = (await t.api(path)).body;
  const list = Array.isArray(body) ? body : body.data;
  return list.some((row: { id: number }) => row.id === id);
};

describe.each(SECTIONS)('/api/admin/$section', ({ section, publicList, valid, invalid, change }) => {
  it('creates, reads, lists, updates and deletes, and the public API follows at once', async () => {
    const created = await t.api(`/api/admin/${section}`, { token, body: valid });
    expectCreated(created, `/api/admin/${section}/{id}`);
    expect(created.body).toMatchObject({ success: true, message: expect.stringMatching(/created$/) });
    const id = created.body.data.id as number;
    if (publicList) expect(await listed(publicList, id)).toBe(true);

    const read = await t.api(created.headers.get('location')!, { token });
    expect(read.body.data).toEqual(created.body.data);
    expect((await t.api(`/api/admin/${section}`, { token })).body.data.map((r: { id: number }) => r.id)).toContain(id);

    const updated = await t.api(`/api/admin/${section}/${id}`, { token, method: 'PUT', body: change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ ...change, id });
    // Fields left out of a PUT keep their values, those with a default on create included.
    for (const [key, value] of Object.entries(created.body.data)) {
      if (!(key in change) && key !== 'updatedAt' && key !== 'version') expect(updated.body.data[key], key).toEqual(value);
    }
    expect(updated.body.data.version).toBe(created.body.data.version + 1);
    if (publicList && ('isActive' in change || 'isPublished' in change)) expect(await listed(publicList, id)).toBe(false);

    const removed = await t.api(`/api/admin/${section}/${id}`, { token, method: 'DELETE' });
    expect(removed.body).toEqual({ success: true, data: { id }, message: expect.stringMatching(/deleted$/) });
    expect((await t.api(`/api/admin/${section}/${id}`, { token })).status).toBe(404);
    expect((await t.api(`/api/admin/${section}/${id}`, { token, method: 'DELETE' })).status).toBe(404);
    expect((await t.api(`/api/admin/${section}/${id}`, { token, method: 'PUT', body: change })).status).toBe(404);
  });

  it('refuses invalid input with 400 and the field message, storing nothing', async () => {
    const before = (await t.api(`/api/admin/${section}`, { token })).body.data.length;
    const [body, field, message] = invalid;
    const res = await t.api(`/api/admin/${section}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toContainEqual({ path: field, message });
    expect((await t.api(`/api/admin/${section}`, { token })).body.data.length).toBe(before);
  });
});

describe('blog specifics', () => {
  it('generates unique slugs from titles and keeps a slug when only the title changes', async () => {
    const first = (await t.api('/api/admin/blog', { token, body: { title: 'Café & Culture: Change!' } })).body.data;
    const second = (await t.api('/api/admin/blog', { token, body: { title: 'Cafe and Culture change' } })).body.data;
    expect(first.slug).toBe('cafe-and-culture-change');
    expect(second.slug).toBe('cafe-and-culture-change-2');
    const renamed = (await t.api(`/api/admin/blog/${first.id}`, { token, method: 'PUT', body: { title: 'Renamed' } })).body.data;
    expect(renamed.slug).toBe('cafe-and-culture-change');
    const explicit = await t.api(`/api/admin/blog/${second.id}`, { token, method: 'PUT', body: { slug: 'cafe-and-culture-change' } });
    expect(explicit.body.data.slug).toBe('cafe-and-culture-change-2');
    const bad = await t.api('/api/admin/blog', { token, body: { title: 'x', slug: 'Not A Slug' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ path: 'slug', message: 'Slug may use lowercase letters, digits and single hyphens' });
  });

  it('sanitises stored HTML: scripts, handlers and javascript: URLs go, formatting stays', async () => {
    const content =
      '<h2>Title</h2><p onclick="steal()">Hello <strong>bold</strong> <em>it</em> <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><ul><li>One</li></ul><blockquote>Q</blockquote>';
    const post = (await t.api('/api/admin/blog', { token, body: { title: 'Sanitised', content, isPublished: true } })).body.data;
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(post.content).toContain('<h2>Title</h2>');
    expect(post.content).toContain('<strong>bold</strong>');
    expect(post.content).toContain('<ul><li>One</li></ul>');
    expect(post.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    const published = (await t.api('/api/blog')).body.data.find((p: { id: number }) => p.id === post.id);
    expect(published.content).toBe(post.content);
  });

  it('lists drafts to staff but never to the public', async () => {
    const draft = (await t.api('/api/admin/blog', { token, body: { title: 'Staff only draft' } })).body.data;
    expect(draft.isPublished).toBe(false);
    expect((await t.api('/api/admin/blog', { token })).body.data.map((p: { id: number }) => p.id)).toContain(draft.id);
    expect((await t.api('/api/blog')).body.data.map((p: { id: number }) => p.id)).not.toContain(draft.id);
  });
});
