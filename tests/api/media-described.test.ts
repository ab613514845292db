import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// Decision 050: an uploaded image is placed in public content described (alt text) or marked decorative.
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Media = { id: number; url: string; alt: string; decorative: boolean };

async function uploaded(filename: string): Promise<Media> {
  const res = await fetch(`${t.url}/api/admin/media?filename=${filename}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: new Uint8Array(PNG),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Media }).data;
}
const describeImage = (id: number, body: { alt?: string; decorative?: boolean }) => t.api(`/api/admin/media/${id}`, { token, method: 'PATCH', body });
const post = (title: string, imageUrl: string | null) =>
  t.api('/api/admin/blog', { token, body: { title, excerpt: 'Pictured.', content: '<p>Body</p>', imageUrl, isPublished: true } });

describe('the decorative mark', () => {
  it('is false for a new upload, set and cleared through PATCH, and kept apart from the alt text', async () => {
    const media = await uploaded('texture.png');
    expect(media).toMatchObject({ alt: '', decorative: false });
    const marked = await describeImage(media.id, { decorative: true });
    expect(marked.body).toMatchObject({ success: true, data: { alt: '', decorative: true }, message: 'Marked as decorative' });
    expect((await t.api(`/api/admin/media/${media.id}`, { token })).body.data).toMatchObject({ decorative: true });
    // Alt text alone leaves the mark as it is; the mark alone leaves the alt text.
    expect((await describeImage(media.id, { alt: 'A grey texture' })).body.data).toMatchObject({ alt: 'A grey texture', decorative: true });
    const cleared = await describeImage(media.id, { decorative: false });
    expect(cleared.body).toMatchObject({ data: { alt: 'A grey texture', decorative: false }, message: 'No longer decorative' });
    expect((await describeImage(media.id, { decorative: 'yes' } as never)).status).toBe(400);
  });
});

describe('placing an undescribed image in public content', () => {
  it('is refused with 400 naming the field, on create, live PUT and draft save; alt text or the mark lets it through', async () => {
    const bare = await uploaded('bare.png');
    const refused = await post('Undescribed image', bare.url);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ path: 'imageUrl' }] });
    expect(refused.body.message).toBe(
      'Image: the image “bare.png” has no alt text. Describe it in the Media Library, or mark it as decorative, before placing it',
    );

    const created = await post('Plain post', null);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const live = await t.api(`/api/admin/blog/${id}`, { token, method: 'PUT', body: { imageUrl: bare.url } });
    expect(live.status).toBe(400);
    expect(live.body.errors).toEqual([{ path: 'imageUrl', message: refused.body.message }]);
    const draft = await t.api(`/api/admin/team`, { token, body: { name: 'Undescribed Photo', title: 'T', bio: 'B', photoUrl: bare.url } });
    expect(draft.status).toBe(400);
    expect(draft.body.message).toMatch(/^Photo: the image “bare\.png” has no alt text/);
    const inDraft = await t.api(`/api/admin/blog/${id}/draft`, { token, method: 'PUT', body: { imageUrl: bare.url } });
    expect(inDraft.status).toBe(400);

    // Described either way, it may be placed.
    const decorative = await uploaded('decorative.png');
    await describeImage(decorative.id, { decorative: true });
    expect((await post('Decorated post', decorative.url)).status).toBe(201);
    await describeImage(bare.id, { alt: 'A blue square' });
    expect((await t.api(`/api/admin/blog/${id}/draft`, { token, method: 'PUT', body: { imageUrl: bare.url } })).status).toBe(200);
    expect((await t.api(`/api/admin/blog/${id}/publish`, { token, method: 'POST', body: {} })).status).toBe(200);
  });

  it('leaves content that already shows an undescribed image saving, and refuses to publish a draft whose image lost its alt text', async () => {
    const image = await uploaded('older.png');
    await describeImage(image.id, { alt: 'Before the rule' });
    const created = await post('Older post', image.url);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    // The alt text goes later: the post keeps its image and other fields still save.
    await describeImage(image.id, { alt: '' });
    const edited = await t.api(`/api/admin/blog/${id}`, { token, method: 'PUT', body: { title: 'Older post, edited', imageUrl: image.url } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await t.api(`/api/admin/blog/${id}/draft`, { token, method: 'PUT', body: { excerpt: 'Edited in a draft.' } })).status).toBe(200);
    expect((await t.api(`/api/admin/blog/${id}/publish`, { token, method: 'POST', body: {} })).status).toBe(200);

    // A draft placing it elsewhere while it was described, then published after its alt text went: refused.
    const other = await post('Other post', null);
    const otherId = other.body.data.id as number;
    await describeImage(image.id, { alt: 'Described again' });
    expect((await t.api(`/api/admin/blog/${otherId}/draft`, { token, method: 'PUT', body: { imageUrl: image.url } })).status).toBe(200);
    await describeImage(image.id, { alt: '' });
    const publish = await t.api(`/api/admin/blog/${otherId}/publish`, { token, method: 'POST', body: {} });
    expect(publish.status).toBe(400);
    expect(publish.body.errors).toEqual([{ path: 'imageUrl', message: expect.stringMatching(/^Image: the image “older\.png” has no alt text/) }]);
  });
});

describe('on public pages', () => {
  it('a decorative image is shown with empty alt text and no role, whatever the content says', async () => {
    const media = await uploaded('ornament.png');
    await describeImage(media.id, { alt: 'An ornament', decorative: true });
    const created = await post('Ornamented post', media.url);
    expect(created.status).toBe(201);
    const html = await (await fetch(`${t.url}/blog/${created.body.data.slug}`)).text();
    const image = /<img[^>]*ornament\.png[^>]*>/.exec(html)?.[0] ?? '';
    expect(image).toContain('alt=""');
    expect(image).toContain('role="none"');
    // The first public page a server renders loads its page code.
  }, 120_000);
});
