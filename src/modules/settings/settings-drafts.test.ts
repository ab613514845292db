import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectPreviewPage } from '../../../tests/support/expect-answers';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

const saveDraft = (body: Record<string, unknown>) => t.api('/api/admin/settings/draft', { token, method: 'PUT', body });
const draftOf = async () => (await t.api('/api/admin/settings/draft', { token })).body.data;
const page = async (path: string) => {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
};
/** Every public reader of the settings, as one text to search: the REST and tRPC reads, a page (with its JSON-LD), the feed, the sitemap. */
const publicReaders = async () => {
  const rest = JSON.stringify((await t.api('/api/settings')).body);
  const rpc = await page('/api/trpc/settings.get');
  const home = await page('/');
  const contact = await page('/contact');
  const rss = await page('/blog/rss.xml');
  const sitemap = await page('/sitemap.xml');
  return { rest, rpc: rpc.html, home: home.html, contact: contact.html, rss: rss.html, sitemap: sitemap.html };
};
const discardAnyDraft = () => t.api('/api/admin/settings/discard-draft', { token, body: {} });

describe('access', () => {
  it('refuses strangers and keys without the settings write scope', async () => {
    expect((await t.api('/api/admin/settings/draft')).status).toBe(401);
    expect((await t.api('/api/admin/settings/draft', { method: 'PUT', body: { company: { name: 'Stranger' } } })).status).toBe(401);
    expect((await t.api('/api/admin/settings/publish', { body: {} })).status).toBe(401);
    expect((await t.api('/api/admin/settings/discard-draft', { body: {} })).status).toBe(401);
    expect((await t.api('/api/admin/settings/preview-link')).status).toBe(401);
    expect((await t.api('/api/admin/settings/revisions')).status).toBe(401);
    expect((await t.api('/api/admin/settings/revisions/1/restore', { body: {} })).status).toBe(401);
    const key = await t.api('/api/admin/api-keys', { token, body: { name: 'Settings reader', scopes: ['settings:read'] } });
    const secret = key.body.data.secret as string;
    const refused = await t.api('/api/admin/settings/draft', { token: secret, method: 'PUT', body: { company: { name: 'By key' } } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key lacks the scope settings:write');
    expect((await t.api('/api/admin/settings/publish', { token: secret, body: {} })).status).toBe(403);
    expect((await t.api('/api/admin/settings/draft', { token: secret })).status).toBe(200);
    expect((await t.api('/api/admin/settings/revisions', { token: secret })).status).toBe(200);
  });
});

describe('a settings draft', () => {
  it('stays off every public reader, shows in its preview, and goes live when published', async () => {
    // Warm the response cache with the live pages first: a cached answer must not turn into the draft either.
    const before = await publicReaders();
    expect(before.home).toContain('Dovetail Group');

    const saved = await saveDraft({ company: { name: 'Draftwood Partners' }, homepage: { headline: 'A headline still in draft' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings).toMatchObject({
      company: { name: 'Draftwood Partners', shortName: 'Dovetail' },
      homepage: { headline: 'A headline still in draft' },
    });
    expect(saved.body.data.draft).toMatchObject({ version: 1, publishAt: null, savedBy: 'admin' });

    const during = await publicReaders();
    for (const [reader, text] of Object.entries(during)) {
      expect(text, reader).not.toContain('Draftwood Partners');
      expect(text, reader).not.toContain('A headline still in draft');
    }
    expect(during.home).toContain('"@type":"Organization"');
    expect(during.rss).toContain('Dovetail Group');
    expect((await t.api('/api/admin/settings', { token })).body.data.company.name).toBe('Dovetail Group');

    const link = await t.api('/api/admin/settings/preview-link', { token });
    expect(link.status).toBe(200);
    const previewPath = new URL(link.body.data.url as string).pathname;
    expectPreviewPage(await page(previewPath), 'A headline still in draft', 'Draftwood Partners');
    expect((await page('/')).html).not.toContain('A headline still in draft');

    const published = await t.api('/api/admin/settings/publish', { token, body: { version: 1 } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ settings: { company: { name: 'Draftwood Partners' } }, draft: null });
    const after = await publicReaders();
    expect(after.rest).toContain('Draftwood Partners');
    expect(after.rpc).toContain('Draftwood Partners');
    expect(after.home).toContain('A headline still in draft');
    expect(after.home).toMatch(/"@type":"Organization"[^<]*"name":"Draftwood Partners"/);
    expect(after.contact).toContain('Draftwood Partners');
    expect(after.rss).toContain('Draftwood Partners');
    expect((await page(previewPath)).status).toBe(410);

    const revisions = await t.api('/api/admin/settings/revisions', { token });
    expect(revisions.status).toBe(200);
    expect(revisions.body.data[0]).toMatchObject({ reason: 'publish', savedBy: 'admin' });
    expect(published.body.data.liveVersion).toBe(revisions.body.data[0].id);
  });

  it('leaves the live PUT immediate: it changes the site at once, records a revision and keeps the draft', async () => {
    await saveDraft({ homepage: { ctaPrimary: 'Draft button' } });
    const live = await t.api('/api/admin/settings', { token, method: 'PUT', body: { company: { tagline: 'Live at once' } } });
    expect(live.status).toBe(200);
    expect((await t.api('/api/settings')).body.data.company.tagline).toBe('Live at once');
    expect((await t.api('/api/settings')).body.data.homepage.ctaPrimary).not.toBe('Draft button');
    const [newest] = (await t.api('/api/admin/settings/revisions', { token })).body.data;
    expect(newest).toMatchObject({ reason: 'update' });
    const stored = await t.api(`/api/admin/settings/revisions/${newest.id}`, { token });
    expect(stored.body.data.data.company.tagline).toBe('Live at once');
    expect((await draftOf()).settings.homepage.ctaPrimary).toBe('Draft button');
    expect((await discardAnyDraft()).status).toBe(200);
    expect((await discardAnyDraft()).status).toBe(404);
  });
});

describe('a live change while a draft is open', () => {
  it('is kept when the draft is published: the draft brings only the fields it changed', async () => {
    expect((await saveDraft({ homepage: { featuredTitle: 'Drafted featured title' } })).status).toBe(200);
    expect((await t.api('/api/admin/settings', { token, method: 'PUT', body: { company: { phone: '+44 20 0000 1111' } } })).status).toBe(200);
    // The draft's answer shows the live change beside its own.
    expect((await draftOf()).settings).toMatchObject({ homepage: { featuredTitle: 'Drafted featured title' }, company: { phone: '+44 20 0000 1111' } });
    const published = await t.api('/api/admin/settings/publish', { token, body: {} });
    expect(published.status).toBe(200);
    const live = (await t.api('/api/settings')).body.data;
    expect(live).toMatchObject({ homepage: { featuredTitle: 'Drafted featured title' }, company: { phone: '+44 20 0000 1111' } });
  });
});

describe('revisions', () => {
  it('lists newest first in pages, reads one, and restores it into the draft, never live', async () => {
    for (const name of ['Revision One Ltd', 'Revision Two Ltd', 'Revision Three Ltd']) {
      expect((await t.api('/api/admin/settings', { token, method: 'PUT', body: { company: { name } } })).status).toBe(200);
    }
    const firstPage = await t.api('/api/admin/settings/revisions?page=1&pageSize=2', { token });
    expect(firstPage.body.data).toHaveLength(2);
    expect(firstPage.body.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(firstPage.body.meta.total).toBeGreaterThanOrEqual(3);
    const [three, two] = firstPage.body.data as [{ id: number }, { id: number }];
    expect(three.id).toBeGreaterThan(two.id);
    expect((await t.api(`/api/admin/settings/revisions/${two.id}`, { token })).body.data.data.company.name).toBe('Revision Two Ltd');

    const restored = await t.api(`/api/admin/settings/revisions/${two.id}/restore`, { token, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.data.settings.company.name).toBe('Revision Two Ltd');
    expect(restored.body.data.draft).not.toBeNull();
    expect((await t.api('/api/settings')).body.data.company.name).toBe('Revision Three Ltd');
    expect((await page('/')).html).not.toContain('Revision Two Ltd');

    const published = await t.api('/api/admin/settings/publish', { token, body: { version: restored.body.data.draft.version } });
    expect(published.status).toBe(200);
    expect((await t.api('/api/settings')).body.data.company.name).toBe('Revision Two Ltd');
  });

  it('answers 404 for an unknown revision or another section’s, and changes nothing', async () => {
    const kept = (await saveDraft({ company: { shortName: 'Kept' } })).body.data.draft.version as number;
    const post = await t.api('/api/admin/blog', { token, body: { title: 'Not a settings revision', content: '<p>x</p>', isPublished: true } });
    const [postRevision] = (await t.api(`/api/admin/blog/${post.body.data.id}/revisions`, { token })).body.data;
    expect((await t.api('/api/admin/settings/revisions/999999', { token })).status).toBe(404);
    expect((await t.api(`/api/admin/settings/revisions/${postRevision.id}`, { token })).status).toBe(404);
    expect((await t.api('/api/admin/settings/revisions/999999/restore', { token, body: {} })).status).toBe(404);
    expect((await t.api(`/api/admin/settings/revisions/${postRevision.id}/restore`, { token, body: {} })).status).toBe(404);
    expect((await t.api('/api/admin/settings/revisions/abc', { token })).status).toBe(400);
    expect((await t.api('/api/admin/settings/revisions?pageSize=0', { token })).status).toBe(400);
    expect(await draftOf()).toMatchObject({ settings: { company: { shortName: 'Kept' } }, draft: { version: kept } });
    await discardAnyDraft();
  });
});

describe('conflicts and bad input', () => {
  it('refuses a second editor’s stale save with 409 and keeps the first one’s', async () => {
    const { liveVersion } = await draftOf();
    const first = await saveDraft({ liveVersion, company: { phone: '+44 1 first' } });
    expect(first.status).toBe(200);
    const version = first.body.data.draft.version as number;
    // The second editor opened the settings before the first saved: the draft they did not see is in the way.
    const second = await saveDraft({ liveVersion, company: { phone: '+44 2 second' } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, code: 'CONFLICT', currentVersion: version });
    expect(second.body.message).toContain('admin started a settings draft');

    expect((await saveDraft({ version, company: { phone: '+44 3 third' } })).body.data.draft.version).toBe(version + 1);
    const stale = await saveDraft({ version, company: { phone: '+44 4 stale' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', currentVersion: version + 1 });
    expect((await t.api('/api/admin/settings/publish', { token, body: { version } })).status).toBe(409);
    expect((await draftOf()).settings.company.phone).toBe('+44 3 third');
    // Sent without a version, the save overwrites on purpose.
    expect((await saveDraft({ company: { phone: '+44 5 overwrite' } })).body.data.draft.version).toBe(version + 2);
    await discardAnyDraft();

    // With no draft, a live change since the editor read them is a conflict too.
    const { liveVersion: read } = await draftOf();
    await t.api('/api/admin/settings', { token, method: 'PUT', body: { company: { phone: '+44 6 live' } } });
    expect((await saveDraft({ liveVersion: read, company: { phone: '+44 7 late' } })).status).toBe(409);
    expect((await draftOf()).draft).toBeNull();
  });

  it('starts a new draft above the versions of the one published before it, so a late save naming an old version is refused', async () => {
    await discardAnyDraft();
    const first = (await saveDraft({ company: { phone: '+44 8 first draft' } })).body.data.draft.version as number;
    expect((await t.api('/api/admin/settings/publish', { token, body: { version: first } })).status).toBe(200);
    const next = await saveDraft({ company: { phone: '+44 9 next draft' } });
    expect(next.body.data.draft.version).toBe(first + 1);
    const late = await saveDraft({ version: first, company: { phone: '+44 0 late editor' } });
    expect(late.status).toBe(409);
    expect((await draftOf()).settings.company.phone).toBe('+44 9 next draft');
    await discardAnyDraft();
  });

  it('answers 400 or 404 for bad input and changes nothing', async () => {
    const kept = (await saveDraft({ colors: { accent: '#123456' } })).body.data.draft.version as number;
    const bad = await saveDraft({ colors: { primary: 'blue' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Primary colour must be a colour like #1D4ED8');
    expect((await saveDraft({ unknownGroup: { x: 1 } })).status).toBe(400);
    expect((await saveDraft({ company: { nmae: 'Typo' } })).status).toBe(400);
    expect((await saveDraft({ version: 'one' })).status).toBe(400);
    expect((await t.api('/api/admin/settings/preview-link?days=90', { token })).status).toBe(400);
    expect(await draftOf()).toMatchObject({ settings: { colors: { accent: '#123456' } }, draft: { version: kept } });
    await discardAnyDraft();
    expect((await t.api('/api/admin/settings/publish', { token, body: {} })).status).toBe(404);
    expect((await t.api('/api/admin/settings/discard-draft', { token, body: {} })).status).toBe(404);
    expect((await t.api('/api/admin/settings/preview-link', { token })).status).toBe(404);
  });

  it('goes live by itself at its publishAt, is listed as scheduled until then, and refuses a time in the past', { timeout: 60_000 }, async () => {
    await discardAnyDraft();
    const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    await saveDraft({ company: { tagline: 'Scheduled tagline' } });
    const past = await t.api('/api/admin/settings/publish', { token, body: { publishAt: '2001-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('publishAt must be in the future');
    expect((await t.api('/api/admin/settings/publish', { token, body: { publishAt: 'next monday' } })).status).toBe(400);
    expect((await draftOf()).draft.publishAt).toBeNull();

    // Far ahead first: listed, and the public site unchanged; then moved to two seconds ahead.
    const later = await t.api('/api/admin/settings/publish', { token, body: { publishAt: '2099-06-01T09:00:00Z' } });
    expect(later.status).toBe(200);
    expect(later.body.data.draft.publishAt).toBe('2099-06-01T09:00:00.000Z');
    const listed = (await t.api('/api/admin/scheduled', { token })).body.data as { section: string; action: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ section: 'settings', name: 'Site settings', action: 'publish', at: '2099-06-01T09:00:00.000Z' }));
    expect((await t.api('/api/settings')).body.data.company.tagline).not.toBe('Scheduled tagline');

    expect((await saveDraft({ publishAt: inSeconds(2) })).status).toBe(200);
    await vi.waitFor(async () => expect((await t.api('/api/settings')).body.data.company.tagline).toBe('Scheduled tagline'), {
      timeout: 30_000,
      interval: 250,
    });
    expect((await draftOf()).draft).toBeNull();
    const [newest] = (await t.api('/api/admin/settings/revisions', { token })).body.data as { reason: string; savedBy: string }[];
    expect(newest).toMatchObject({ reason: 'publish' });
  });
});
