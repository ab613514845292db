import sharp from 'sharp';
import { slugify } from '../../../src/modules/blog/slug';
import { test } from '../support/fixtures';
import { drawer, openSection, saveDrawer, slowAdminTests, unique, useAdminToken, expect } from './admin-session';

slowAdminTests();

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test('an image described in the library shows on the public page with its alt text and size, and follows its replacement', async ({ page, request, admin }) => {
  const filename = `${unique('chart').replace(/\s+/g, '-')}.png`;
  const title = unique('Pictured post');
  const slug = slugify(title);
  await useAdminToken(page, request);

  // Upload, and describe it: the library shows its size and keeps the alt text.
  await openSection(page, 'media', 'Media Library');
  await page.getByTestId('library-file').setInputFiles({ name: filename, mimeType: 'image/png', buffer: await picture(320, 180, '#2255aa') });
  await expect(page.getByText('Image uploaded', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
  const grid = page.getByRole('list', { name: 'Images' });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid).toContainText('320 × 180 px');
  const alt = grid.getByRole('textbox', { name: `Alt text for ${filename}` });
  await alt.fill('Bar chart of quarterly savings');
  await alt.press('Enter');
  await expect(page.getByText('Alt text saved', { exact: true })).toBeVisible();
  // Searching finds it by its alt text too.
  await page.getByRole('searchbox', { name: 'Search images' }).fill('quarterly savings');
  await expect(grid.getByRole('listitem').filter({ hasText: filename })).toHaveCount(1);

  // Chosen from the library in a post's image field.
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: 'New post' }).click();
  const form = drawer(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('A post with a described picture.');
  await form.getByRole('button', { name: 'Choose from library' }).first().click();
  const picker = page.getByRole('dialog', { name: /^Choose an image/ });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
  await picker.getByRole('button', { name: `Use ${filename}` }).click();
  await expect(picker).toBeHidden();
  await form.getByText('Published', { exact: true }).click();
  await saveDrawer(page, 'Blog post created');

  const [media] = (await admin.list<{ id: number; url: string; filename: string }>(`media?q=${filename.slice(0, -4)}`)).filter((m) => m.filename === filename);
  expect(media).toBeDefined();

  // The public page shows it with the library's alt text and its own width and height.
  await page.goto(`/blog/${slug}`);
  const image = page.getByRole('article').getByRole('img', { name: 'Bar chart of quarterly savings' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', '320');
  await expect(image).toHaveAttribute('height', '180');
  await expect(image).toHaveAttribute('src', new RegExp(`${media!.url.replace(/[.]/g, '\\.')}$`));
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Replaced in the library: the page shows the new file, at its new address, with its new size.
  await openSection(page, 'media', 'Media Library');
  await page.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await page.getByTestId(`replace-file-${media!.id}`).setInputFiles({ name: filename, mimeType: 'image/png', buffer: await picture(200, 200, '#aa5522') });
  await expect(page.getByText('Image replaced', { exact: true })).toBeVisible();
  await expect(grid).toContainText('200 × 200 px');
  const [replaced] = (await admin.list<{ id: number; url: string }>(`media?q=${filename.slice(0, -4)}`)).filter((m) => m.id === media!.id);
  expect(replaced!.url).not.toBe(media!.url);

  await page.goto(`/blog/${slug}`);
  const shown = page.getByRole('article').getByRole('img', { name: 'Bar chart of quarterly savings' });
  await expect(shown).toHaveAttribute('src', new RegExp(`${replaced!.url.replace(/[.]/g, '\\.')}$`));
  await expect(shown).toHaveAttribute('width', '200');
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
