import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// Decision 045: uploads are decoded and re-encoded, addressed by a random key and their content hash.
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.login();
});

type Media = { id: number; url: string; size: number; width: number | null; height: number | null; alt: string };

const send = (path: string, method: string, body: Buffer, type: string, filename: string) =>
  fetch(`${t.url}${path}?filename=${encodeURIComponent(filename)}`, {
    method,
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body: new Uint8Array(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
const upload = (body: Buffer, type: string, filename: string) => send('/api/admin/media', 'POST', body, type, filename);
const uploaded = async (body: Buffer, type: string, filename: string) => {
  const res = await upload(body, type, filename);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Media;
};
const served = async (url: string) => {
  const res = await fetch(`${t.url}${url}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const picture = (width: number, height: number, color = '#3366cc') => sharp({ create: { width, height, channels: 3, background: color } });

describe('uploads are decoded and encoded again', () => {
  it('serves a PNG followed by HTML as a clean image: it decodes, and the HTML is gone', async () => {
    const png = await picture(40, 30).png().toBuffer();
    const html = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([png, Buffer.from(html)]);
    const media = await uploaded(polyglot, 'image/png', 'innocent.png');
    expect(media).toMatchObject({ width: 40, height: 30 });

    const file = await served(media.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(file.bytes.includes(Buffer.from('<html'))).toBe(false);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('drops EXIF with a GPS position from a JPEG, keeping its pixels the right way up', async () => {
    const jpeg = await picture(64, 48)
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // The file sent does carry it: the GPS IFD pointer (tag 0x8825, little-endian) and the camera's name.
    const before = (await sharp(jpeg).metadata()).exif!;
    expect(before.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.toString('latin1')).toContain('TestCam');

    const media = await uploaded(jpeg, 'image/jpeg', 'holiday.jpg');
    const file = await served(media.url);
    const after = await sharp(file.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(file.bytes.toString('latin1')).not.toContain('TestCam');
    // Orientation 6 (turned a quarter) is applied to the pixels: the stored image stands upright.
    expect([after.width, after.height, media.width, media.height]).toEqual([48, 64, 48, 64]);
  });

  it('refuses a file with the right first bytes that does not decode, with a machine code, and stores nothing', async () => {
    const png = await picture(8, 8).png().toBuffer();
    const count = (await t.api('/api/admin/media', { token })).body.data.length;
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('<html>not the rest of a PNG</html>')]);
    expect(await upload(broken, 'image/png', 'broken.png')).toMatchObject({
      status: 400,
      body: { success: false, code: 'IMAGE_UNREADABLE', message: 'The image could not be read: it is damaged, or larger than 50 megapixels' },
    });
    expect((await t.api('/api/admin/media', { token })).body.data).toHaveLength(count);
  });
});

describe('public addresses', () => {
  it('are random, not counted, and answer only under the image’s own name', async () => {
    const png = await picture(4, 4).png().toBuffer();
    const first = await uploaded(png, 'image/png', 'first.png');
    const second = await uploaded(png, 'image/png', 'second.png');
    const [, , firstKey] = first.url.split('/');
    const [, , secondKey] = second.url.split('/');
    expect(first.url).toMatch(/^\/media\/[0-9a-f]{20}\/[0-9a-f]{16}\/first\.png$/);
    expect(firstKey).not.toBe(secondKey);
    expect(first.url).not.toContain(`/${first.id}/`);
    expect((await served(first.url)).status).toBe(200);

    for (const wrong of [
      first.url.replace('first.png', 'first.html'),
      first.url.replace('first.png', 'second.png'),
      `/media/${first.id}/first.png`,
      `/media/${'0'.repeat(20)}/${first.url.split('/')[3]}/first.png`,
      `/api${first.url.replace('first.png', 'anything.html')}`,
      `/img/320${first.url.replace('first.png', 'x.html')}`,
    ]) {
      const res = await served(wrong);
      expect(res.status, wrong).toBe(404);
      expect(res.headers.get('cache-control'), wrong).toBe('no-store');
    }
  });

  it('a deleted image’s address answers 404 without a long cache, here and resized', async () => {
    const media = await uploaded(await picture(10, 10).png().toBuffer(), 'image/png', 'gone.png');
    expect((await served(media.url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.api(`/api/admin/media/${media.id}`, { token, method: 'DELETE' })).status).toBe(200);
    for (const url of [media.url, `/img/320${media.url}`]) {
      const res = await served(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('replacing an image’s file', () => {
  it('keeps its id, key and alt text, gives it a new address, and its old address leads there uncached', async () => {
    const media = await uploaded(await picture(20, 10, '#ff0000').png().toBuffer(), 'image/png', 'banner.png');
    const alt = await t.api(`/api/admin/media/${media.id}`, { token, method: 'PATCH', body: { alt: 'Our red banner' } });
    expect(alt.body).toMatchObject({ success: true, data: { alt: 'Our red banner' }, message: 'Alt text saved' });
    const member = await t.api('/api/admin/team', { token, body: { name: 'Replaced Photo', title: 'T', bio: 'B', photoUrl: media.url } });

    const res = await send(`/api/admin/media/${media.id}/file`, 'PUT', await picture(30, 60, '#00ff00').webp().toBuffer(), 'image/webp', 'banner-v2.webp');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const replaced = res.body.data as Media;
    expect(replaced).toMatchObject({ id: media.id, alt: 'Our red banner', width: 30, height: 60, contentType: 'image/webp', filename: 'banner-v2.webp' });
    expect(replaced.url).not.toBe(media.url);
    expect(replaced.url.split('/')[2]).toBe(media.url.split('/')[2]);

    const now = await served(replaced.url);
    expect(now.status).toBe(200);
    expect(await sharp(now.bytes).metadata()).toMatchObject({ format: 'webp', width: 30, height: 60 });
    // The old address does not serve the old bytes from a year-long cache: it redirects, uncached, or (other name) is gone.
    const old = await served(media.url);
    expect(old.status).toBe(404);
    expect(old.headers.get('cache-control')).toBe('no-store');
    const sameName = await send(`/api/admin/media/${media.id}/file`, 'PUT', await picture(5, 5).webp().toBuffer(), 'image/webp', 'banner-v2.webp');
    const moved = await served(replaced.url);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(sameName.body.data.url);
    expect(moved.headers.get('cache-control')).toBe('no-cache');

    // The member still holds the first address; the image is still in use there.
    expect((await t.api(`/api/admin/media/${media.id}/usage`, { token })).body.data).toEqual([
      { section: 'team', label: 'Team member', id: member.body.data.id, title: 'Replaced Photo', field: 'Photo' },
    ]);
    expect((await send('/api/admin/media/999999/file', 'PUT', await picture(5, 5).png().toBuffer(), 'image/png', 'x.png')).status).toBe(404);
  });

  it('refuses bad alt text and unknown fields', async () => {
    const media = await uploaded(await picture(4, 4).png().toBuffer(), 'image/png', 'alt.png');
    expect((await t.api(`/api/admin/media/${media.id}`, { token, method: 'PATCH', body: { alt: 'x'.repeat(501) } })).status).toBe(400);
    expect((await t.api(`/api/admin/media/${media.id}`, { token, method: 'PATCH', body: { alt: 3 } })).status).toBe(400);
    expect((await t.api(`/api/admin/media/${media.id}`, { token, method: 'PATCH', body: { alt: 'ok', extra: 1 } })).status).toBe(400);
    expect((await t.api('/api/admin/media/999999', { token, method: 'PATCH', body: { alt: 'ok' } })).status).toBe(404);
  });
});

describe('on public pages', () => {
  it('an uploaded image shows at its current address, with its width, height and library alt text', async () => {
    const media = await uploaded(await picture(120, 80).png().toBuffer(), 'image/png', 'article.png');
    await t.api(`/api/admin/media/${media.id}`, { token, method: 'PATCH', body: { alt: 'A chart of the results' } });
    const post = await t.api('/api/admin/blog', {
      token,
      body: { title: 'Pictured article', excerpt: 'With a picture.', content: '<p>Body</p>', imageUrl: media.url, isPublished: true },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const page = async () => (await fetch(`${t.url}/blog/${post.body.data.slug}`)).text();
    const image = (html: string) => /<img[^>]*article\.png[^>]*>/.exec(html)?.[0] ?? '';

    const html = await page();
    const first = image(html);
    expect(first, html.slice(0, 3000)).not.toBe('');
    expect(first).toContain('alt="A chart of the results"');
    expect(first).toContain('width="120"');
    expect(first).toContain('height="80"');
    expect(first).toContain(media.url);

    const replaced = await send(`/api/admin/media/${media.id}/file`, 'PUT', await picture(90, 90).png().toBuffer(), 'image/png', 'article.png');
    const second = image(await page());
    expect(second).toContain(replaced.body.data.url);
    expect(second).not.toContain(media.url);
    expect(second).toContain('width="90"');
  });
});
