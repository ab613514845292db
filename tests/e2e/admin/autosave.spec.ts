import { test } from '../support/fixtures';
import { adminHeaders, drawer, expect, openSection, unique, useAdminToken, warmUpPublicSite } from './admin-session';

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ request }) => {
  await warmUpPublicSite(request);
});

test('a draft saves itself after typing stops and on leaving a field, keeps what is typed, adds no revision, and leaving with unsaved changes asks first', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = unique('Autosaved post');
  const created = await request.post('/api/admin/blog', { headers, data: { title, excerpt: 'Before.', content: '<p>Live words.</p>', isPublished: true } });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const revisions = async () => ((await (await request.get(`/api/admin/blog/${id}/revisions`, { headers })).json()) as { data: unknown[] }).data.length;
  const draftTitle = async () =>
    ((await (await request.get(`/api/admin/blog/${id}/draft`, { headers })).json()) as { data: { item: { title: string } } }).data.item.title;
  const before = await revisions();

  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  const form = drawer(page);
  const status = form.getByTestId('autosave-status');
  const titleBox = form.getByRole('textbox', { name: 'Title', exact: true });

  // Typing stops: the draft saves itself, without a toast, and the field keeps its text.
  await titleBox.fill(`${title} first`);
  await expect(status).toHaveText('Unsaved changes');
  await expect(status).toHaveText('Saved');
  await expect.poll(draftTitle).toBe(`${title} first`);
  await expect(titleBox).toHaveValue(`${title} first`);

  // Typing on after a save: the next save names the draft's new version (no conflict with itself).
  await titleBox.pressSequentially(' second');
  await expect(status).toHaveText('Saved');
  await expect.poll(draftTitle).toBe(`${title} first second`);
  await expect(titleBox).toHaveValue(`${title} first second`);

  // Leaving a field saves at once.
  const excerpt = form.getByRole('textbox', { name: 'Excerpt' });
  await excerpt.fill('After the autosave.');
  await titleBox.focus();
  await expect(status).toHaveText('Saved');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Draft saves are not revisions; the public post is unchanged.
  expect(await revisions()).toBe(before);
  expect(((await (await request.get(`/api/admin/blog/${id}`, { headers })).json()) as { data: { title: string } }).data.title).toBe(title);

  // Unsaved changes: switching section asks (and staying keeps the form), closing the drawer asks.
  await titleBox.fill(`${title} not yet saved`);
  await expect(status).toHaveText('Unsaved changes');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.evaluate(() => (window.location.hash = 'services'));
  await expect(titleBox).toHaveValue(`${title} not yet saved`);
  await expect(page).toHaveURL(/#blog/);
  await form.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Discard your changes?');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(titleBox).toHaveValue(`${title} not yet saved`);

  // Once it has saved itself, nothing asks.
  await expect(status).toHaveText('Saved');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  expect(await draftTitle()).toBe(`${title} not yet saved`);

  // Closing the tab with unsaved changes: the browser asks (beforeunload).
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await titleBox.fill(`${title} typed before closing`);
  await expect(status).toHaveText('Unsaved changes');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
