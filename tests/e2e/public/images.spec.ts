import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { TeamMemberDto } from '../../../src/modules/team/team-member.schema';
import type { Manifest } from 'vite';
import { expect, open, test } from '../support/fixtures';
import { demoIds, PUBLIC_ROUTES } from '../support/public-routes';
import { clientDir as builtClientDir } from '../support/site';

type ImageFacts = { src: string; width: string | null; height: string | null; srcset: string | null; fixedBox: boolean };

/** Every <img> on the page, wherever it is: its attributes and whether CSS gives it a fixed size. */
const imagesOf = (page: Page) =>
  page.locator('img').evaluateAll((images) =>
    images.map((img): ImageFacts => {
      const style = getComputedStyle(img);
      return {
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        srcset: img.getAttribute('srcset'),
        fixedBox: style.aspectRatio !== 'auto' && style.aspectRatio !== '',
      };
    }),
  );

const hostedRaster = (src: string) => /^\/(images|media)\//.test(src) && !/\.(svg|gif)$/i.test(src);

test('every image on every public page reserves its space, and hosted photos offer resized versions', async ({ page, request }) => {
  // Walks every public page in turn.
  test.setTimeout(90_000);
  const ids = await demoIds(request);
  const paths = PUBLIC_ROUTES.filter((route) => !route.notFound).map((route) => route.path(ids));

  for (const path of paths) {
    await open(page, path);
    const images = await imagesOf(page);
    for (const image of images) {
      const where = `${path}: ${image.src}`;
      expect(image.width !== null && image.height !== null || image.fixedBox, `${where} has width and height`).toBe(true);
      // A hosted raster is only ever requested through its resized versions.
      expect(hostedRaster(image.src), `${where} is not a full-size hosted raster`).toBe(false);
    }
  }
});

test('an uploaded photo is offered in several resized versions, lazily below the fold', async ({ page, admin }) => {
  const photo = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: { r: 20, g: 60, b: 120 } } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/admin/media?filename=portrait.jpg', {
    headers: { ...(await admin.headers()), 'content-type': 'image/jpeg' },
    data: photo,
  });
  expect(upload.status()).toBe(201);
  const { url: photoUrl, id: mediaId } = (await upload.json()).data as { url: string; id: number };
  // Described, so content may place it (decision 050).
  await page.request.patch(`/api/admin/media/${mediaId}`, { headers: await admin.headers(), data: { alt: 'A navy square' } });
  const member = await admin.create<TeamMemberDto>('team', { name: 'Resized Portrait', title: 'Analyst', bio: 'Pictured.', photoUrl });

  await open(page, '/team');
  const img = page.getByRole('img', { name: 'Resized Portrait' });
  // An upload's own size (decision 045): the frame draws it at 4:5 or square, the attributes keep its ratio.
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1600');
  await expect(img).toHaveAttribute('loading', 'lazy');
  const srcset = (await img.getAttribute('srcset')) ?? '';
  for (const width of [320, 640, 960, 1280, 1920]) expect(srcset).toContain(`/img/${width}${photoUrl} ${width}w`);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`/img/\\d+${photoUrl.replace(/[.()]/g, '\\$&')}$`));

  // The profile page's photo is its main image: fetched at once.
  await open(page, `/team/${member.id}`);
  const profilePhoto = page.getByRole('img', { name: 'Resized Portrait' });
  await expect(profilePhoto).toHaveAttribute('fetchpriority', 'high');
  await expect(profilePhoto).not.toHaveAttribute('loading', 'lazy');
});

/**
 * The chunks only the admin uses, in the build the test servers serve (global-setup.ts builds it
 * once per run): what the admin's lazy entries reach, less what the public site loads or may load on demand.
 */
function adminOnlyChunks(): string[] {
  const clientDir = builtClientDir();
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const isAdmin = (key: string) => key.startsWith('admin/');
  const reach = (keys: string[], enter: (key: string) => boolean, seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      reach([...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? []).filter(enter)], enter, seen);
    }
    return seen;
  };
  const publicSite = reach(['index.html'], (key) => !isAdmin(key));
  const admin = reach(Object.keys(manifest).filter((key) => isAdmin(key) && manifest[key]?.isDynamicEntry), () => true);
  return [...admin].filter((key) => !publicSite.has(key)).map((key) => `/${manifest[key]?.file}`);
}

test('the home page downloads none of the admin code', async ({ page }) => {
  const admin = adminOnlyChunks();
  expect(admin.length).toBeGreaterThan(0);
  const scripts: { path: string; body: Promise<string> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ path: new URL(res.url()).pathname, body: res.text() });
  });
  await open(page, '/');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.map((script) => script.path).filter((script) => admin.includes(script))).toEqual([]);
  // Nor is the dashboard folded into a public chunk: its section titles appear in no script loaded.
  for (const script of scripts) expect(await script.body, script.path).not.toContain('Career Listings');
});
