import { test } from '../support/fixtures';
import { drawer, openSection, saveDrawer, slowAdminTests, unique, useAdminToken, expect } from './admin-session';

slowAdminTests();

// A 1×1 PNG: the smallest image the media upload accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('one uploaded image, found in the library, chosen for two team members, and not deleted while they show it', async ({
  page,
  request,
  admin,
  consoleGuard,
}) => {
  // The refused delete below is a 409 the browser reports in the console.
  consoleGuard.allow(/status of 409 .*admin\.media\.remove/);
  const filename = `${unique('shared-portrait').replace(/\s+/g, '-')}.png`;
  const names = [unique('Libby Library'), unique('Piet Picker')];
  await useAdminToken(page, request);

  await openSection(page, 'media', 'Media Library');
  await page.getByTestId('library-file').setInputFiles({ name: filename, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
  const grid = page.getByRole('list', { name: 'Images' });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid).toContainText(filename);

  await openSection(page, 'team', 'Team Members');
  for (const name of names) {
    await page.getByRole('button', { name: 'Add team member' }).click();
    const form = drawer(page);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByLabel('Job title').fill('Consultant');
    await form.getByLabel('Bio').fill('Chosen from the media library.');
    await form.getByRole('button', { name: 'Choose from library' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image for Photo' });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
    await picker.getByRole('button', { name: `Use ${filename}` }).click();
    // The first time, the image has no alt text: the picker asks for it (or the decorative mark) before using it.
    if (name === names[0]) {
      const describe = picker.getByRole('group', { name: `Describe ${filename}` });
      await expect(describe.getByRole('button', { name: 'Save and use this image' })).toBeDisabled();
      await describe.getByRole('checkbox', { name: 'Decorative — no description needed' }).check();
      await describe.getByRole('button', { name: 'Save and use this image' }).click();
    }
    await expect(picker).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Photo', exact: true })).toHaveValue(new RegExp(`^/media/[0-9a-f]{20}/[0-9a-f]{16}/${filename}$`));
    await saveDrawer(page, 'Team member created');
  }

  const members = await admin.list<{ id: number; name: string; photoUrl: string | null }>('team?pageSize=100');
  const chosen = members.filter((member) => names.includes(member.name));
  expect(chosen).toHaveLength(2);
  expect(chosen[0]!.photoUrl).toMatch(new RegExp(`/${filename}$`));
  expect(chosen[1]!.photoUrl).toBe(chosen[0]!.photoUrl);

  // While they show it, the library will not delete it, and says where it is used.
  await openSection(page, 'media', 'Media Library');
  await page.getByRole('searchbox', { name: 'Search images' }).fill(filename.slice(0, -4));
  await grid.getByRole('button', { name: `Delete ${filename}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // Toasts show one at a time: the refusal may wait behind the ones before it.
  await expect(page.getByText(`This image is still used by Team member “${names[0]}” (Photo)`, { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(grid.getByRole('listitem')).toHaveCount(1);

  for (const member of chosen) await request.delete(`/api/admin/team/${member.id}`, { headers: await admin.headers() });
  await grid.getByRole('button', { name: `Delete ${filename}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // Toasts show one at a time: the refusal's may still be up.
  await expect(page.getByText('Image deleted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(grid).toBeHidden();
});
