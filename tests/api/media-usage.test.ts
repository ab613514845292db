import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { MediaEntity } from '../../src/modules/media';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function uploaded(filename: string): Promise<{ id: number; url: string }> {
  const res = await fetch(`${t.url}/api/admin/media?filename=${filename}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: new Uint8Array(PNG),
  });
  const media = ((await res.json()) as { data: { id: number; url: string } }).data;
  // Described, so content may place it (decision 050).
  await t.api(`/api/admin/media/${media.id}`, { token, method: 'PATCH', body: { alt: `${filename} as alt text` } });
  return media;
}

const member = (name: string, photoUrl: string | null) =>
  t.api('/api/admin/team', { token, body: { name, title: 'Consultant', bio: 'Shown with a photo.', photoUrl } }).then((res) => res.body.data as { id: number });
const exists = async (id: number) => (await t.orm.em.fork().count(MediaEntity, { id })) === 1;

describe('where an image is used', () => {
  it('lists every item and field showing it, and nothing for an unused one', async () => {
    const shared = await uploaded('shared.png');
    const unused = await uploaded('unused.png');
    const ada = await member('Ada Usage', shared.url);
    const grace = await member('Grace Usage', shared.url);
    const post = await t.api('/api/admin/blog', {
      token,
      body: { title: 'Usage post', excerpt: 'About usage.', content: '<p>Body</p>', imageUrl: shared.url },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);

    const res = await t.api(`/api/admin/media/${shared.id}/usage`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Used in 3 places');
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { section: 'team', label: 'Team member', id: ada.id, title: 'Ada Usage', field: 'Photo' },
        { section: 'team', label: 'Team member', id: grace.id, title: 'Grace Usage', field: 'Photo' },
        { section: 'blog', label: 'Blog post', id: post.body.data.id, title: 'Usage post', field: 'Image' },
      ]),
    );
    expect((await t.api(`/api/admin/media/${unused.id}/usage`, { token })).body).toMatchObject({ data: [], message: 'The image is not used' });
    expect((await t.api('/api/admin/media/999999/usage', { token })).status).toBe(404);
  });

  it('refuses to delete an image in use, naming where, unless forced', async () => {
    const image = await uploaded('in-use.png');
    await member('Edsger Inuse', image.url);
    const refused = await t.api(`/api/admin/media/${image.id}`, { token, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(refused.body.message).toContain('Team member “Edsger Inuse” (Photo)');
    expect(await exists(image.id)).toBe(true);

    const forced = await t.api(`/api/admin/media/${image.id}?force=true`, { token, method: 'DELETE' });
    expect(forced.status).toBe(200);
    expect(await exists(image.id)).toBe(false);
  });

  it('deletes an unused image at once', async () => {
    const image = await uploaded('free.png');
    expect((await t.api(`/api/admin/media/${image.id}`, { token, method: 'DELETE' })).status).toBe(200);
    expect(await exists(image.id)).toBe(false);
  });
});
