import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesVersion } from '../../src/server/lib/images-version';
import { useTestApp } from '../support/test-app';

// A built client of our own: one photo, one vector logo.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'resized-images-'));
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'images/team'), { recursive: true });
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(clientDir, 'images/team/photo.jpg'), photo);
  writeFileSync(path.join(clientDir, 'images/logo.svg'), SVG);
  // Outside images/: no address may reach it.
  writeFileSync(path.join(clientDir, 'secret.jpg'), photo);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const t = useTestApp({ CLIENT_DIR: clientDir });

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

async function getImage(url: string, accept = AVIF) {
  const res = await fetch(`${t.url}${url}`, { headers: { accept } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, meta: res.ok && res.headers.get('content-type') !== 'image/svg+xml' ? await sharp(bytes).metadata() : null };
}

/** A request whose path reaches the server exactly as written (fetch would resolve the dots). */
const rawStatus = (rawPath: string) =>
  new Promise<number>((resolve, reject) => {
    const { port } = new URL(t.url);
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });

describe('a hosted image at an allowed width', () => {
  it('comes back at that width in the best format the browser accepts, varying by Accept', async () => {
    const avif = await getImage('/img/320/images/team/photo.jpg', AVIF);
    expect(avif.res.status).toBe(200);
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect(avif.res.headers.get('vary')).toContain('Accept');
    expect(avif.meta).toMatchObject({ format: 'heif', width: 320, height: 213 });

    const webp = await getImage('/img/1280/images/team/photo.jpg', WEBP);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 1280 });

    const jpeg = await getImage('/img/640/images/team/photo.jpg', 'image/png,image/*;q=0.8');
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 640 });
  });

  it('answers the same bytes again, from the cache', async () => {
    const first = await getImage('/img/960/images/team/photo.jpg', WEBP);
    const second = await getImage('/img/960/images/team/photo.jpg', WEBP);
    expect(first.meta?.width).toBe(960);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('is cached for good when its address carries the images version, and briefly when it does not', async () => {
    const version = await imagesVersion(path.join(clientDir, 'images'));
    const versioned = await getImage(`/img/640/images/team/photo.jpg?v=${version}`);
    expect(versioned.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const unversioned = await getImage('/img/640/images/team/photo.jpg');
    expect(unversioned.res.headers.get('cache-control')).not.toContain('immutable');
    const stale = await getImage('/img/640/images/team/photo.jpg?v=old');
    expect(stale.res.headers.get('cache-control')).not.toContain('immutable');
  });

  it('resizes an uploaded image too, cached for good since its address changes with its content', async () => {
    const token = await t.login();
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${t.url}/api/admin/media?filename=chart.png`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: new Uint8Array(png),
    }).then((res) => res.json());
    const url: string = uploaded.data.url;

    const webp = await getImage(`/img/640${url}`, WEBP);
    expect(webp.res.status).toBe(200);
    expect(webp.meta).toMatchObject({ format: 'webp', width: 640, hasAlpha: true });
    expect(webp.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Without a modern format, a transparent image stays PNG rather than losing its transparency to JPEG.
    expect((await getImage(`/img/320${url}`, '*/*')).meta).toMatchObject({ format: 'png', width: 320 });
    // Never enlarged beyond the original.
    expect((await getImage(`/img/1920${url}`, WEBP)).meta?.width).toBe(1000);

    await fetch(`${t.url}/api/admin/media/${uploaded.data.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect((await getImage(`/img/640${url}`)).res.status).toBe(404);
  });
});

it('refuses any width outside the allowed list with 400', async () => {
  for (const width of ['400', '641', '0', '-320', '99999', 'abc', '320.5']) {
    const { res } = await getImage(`/img/${width}/images/team/photo.jpg`);
    expect(res.status, width).toBe(400);
  }
});

it('answers 404 for unknown files, unknown media, other folders and paths that climb out of images/', async () => {
  for (const url of [
    '/img/640/images/team/nobody.jpg',
    '/img/640/media/999999/x.png',
    '/img/640/media/abc/x.png',
    `/img/640/media/${'0'.repeat(20)}/${'0'.repeat(16)}/x.png`,
    '/img/640/assets/index.js',
    '/img/640/images/team',
  ]) {
    expect((await getImage(url)).res.status, url).toBe(404);
  }
  for (const raw of [
    '/img/640/images/../secret.jpg',
    '/img/640/images/..%2fsecret.jpg',
    '/img/640/images/team/..%2F..%2Fsecret.jpg',
    '/img/640/images/%2e%2e/secret.jpg',
  ]) {
    expect(await rawStatus(raw), raw).toBe(404);
  }
});

it('passes SVG images through unchanged', async () => {
  const { res, bytes } = await getImage('/img/640/images/logo.svg');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/svg+xml');
  expect(bytes.toString()).toBe(SVG);
});
