import sharp from 'sharp';
import { test } from '../support/fixtures';
import { drawer, expect, openSection, saveDrawer, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

const picture = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
const fileName = (prefix: string) => `${unique(prefix).replace(/\s+/g, '-')}.png`;

test('images dropped on the library upload together, each with its progress, and a refused file says why on its own line', async ({ page, request }) => {
  const names = [fileName('dropped-one'), fileName('dropped-two')];
  const files = [
    { name: names[0]!, type: 'image/png', base64: (await picture('#225588')).toString('base64') },
    { name: names[1]!, type: 'image/png', base64: (await picture('#885522')).toString('base64') },
    { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('not an image').toString('base64') },
  ];
  await useAdminToken(page, request);
  await openSection(page, 'media', 'Media Library');

  // What a person dragging files from their desktop makes the browser send: a drop with the files in its DataTransfer.
  await page.getByTestId('library-file-zone').evaluate((zone, dropped) => {
    const data = new DataTransfer();
    for (const file of dropped) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: file.type }));
    }
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);

  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of names) {
    const line = uploads.getByRole('listitem').filter({ hasText: name });
    await expect(line).toContainText('Uploaded');
    await expect(line.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText('Not uploaded');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText('Images must be PNG, JPEG, WEBP, GIF or AVIF');

  const grid = page.getByRole('list', { name: 'Images' });
  await page.getByRole('searchbox', { name: 'Search images' }).fill('dropped-');
  for (const name of names) await expect(grid.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
});

test('an image without alt text is refused in a post, and the picker has it described before using it', async ({ page, request, admin, consoleGuard }) => {
  // The refused save is a 400 the browser reports in the console.
  consoleGuard.allow(/status of 400 .*admin\.blog\.create/);
  const filename = fileName('undescribed');
  const upload = await request.post(`/api/admin/media?filename=${filename}`, {
    headers: { ...(await admin.headers()), 'content-type': 'image/png' },
    data: await picture('#336699'),
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()).data as { url: string };
  const title = unique('Described picture post');
  await useAdminToken(page, request);

  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: 'New post' }).click();
  const form = drawer(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('A post whose picture is described first.');
  // Typed straight into the field, the undescribed upload is refused by the server, on the field.
  const imageBox = form.getByRole('textbox', { name: 'Image', exact: true });
  await imageBox.fill(url);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(`Image: the image “${filename}” has no alt text.`, { exact: false })).toBeVisible();

  // The picker shows it needs alt text, and asks for it before using it.
  await form.getByRole('button', { name: 'Choose from library' }).first().click();
  const picker = page.getByRole('dialog', { name: /^Choose an image/ });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
  await expect(picker.getByRole('listitem').filter({ hasText: filename })).toContainText('Needs alt text before use');
  await picker.getByRole('button', { name: `Use ${filename}` }).click();
  const describe = picker.getByRole('group', { name: `Describe ${filename}` });
  const use = describe.getByRole('button', { name: 'Save and use this image' });
  await expect(use).toBeDisabled();
  await describe.getByRole('textbox', { name: `Alt text for ${filename}` }).fill('A blue rectangle');
  await use.click();
  await expect(picker).toBeHidden();
  await expect(imageBox).toHaveValue(url);
  await saveDrawer(page, 'Blog post created');

  const media = (await admin.list<{ filename: string; alt: string }>(`media?q=${filename.slice(0, -4)}`)).find((m) => m.filename === filename);
  expect(media?.alt).toBe('A blue rectangle');
});
