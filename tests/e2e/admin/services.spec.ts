import type { Page } from '@playwright/test';
import { test } from '../support/site';
import {
  adminHeaders,
  deleteRow,
  drawer,
  publishDrawer,
  expect,
  openSection,
  saveDrawer,
  slowAdminTests,
  unique,
  useAdminToken,
  unpublishDrawer,
  warmUpPublicSite,
} from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('validates the service form inline', async ({ page }) => {
  await openSection(page, 'services', 'Services');
  await page.getByRole('button', { name: 'Add service' }).click();
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Title is required')).toBeVisible();
  await expect(drawer(page).getByText('Description is required')).toBeVisible();
});

test('creates a service with features and an icon, edits, hides and deletes it; /services follows', async ({ page }) => {
  const title = unique('Programme Assurance');
  await openSection(page, 'services', 'Services');
  await page.getByRole('button', { name: 'Add service' }).click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Independent assurance for programmes that cannot afford to fail.');
  await form.getByRole('textbox', { name: 'Long description' }).fill('We review governance, delivery and benefits.');

  // The features list editor: add three lines (Enter adds the next), move one, remove one.
  await form.getByRole('button', { name: 'Add feature' }).click();
  await form.getByRole('textbox', { name: 'Feature 1' }).fill('Gateway reviews');
  await form.getByRole('textbox', { name: 'Feature 1' }).press('Enter');
  await form.getByRole('textbox', { name: 'Feature 2' }).fill('Delivery confidence assessments');
  await form.getByRole('button', { name: 'Add feature' }).click();
  await form.getByRole('textbox', { name: 'Feature 3' }).fill('Scratch line');
  await form.getByRole('button', { name: 'Move feature 2 up' }).click();
  await expect(form.getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Delivery confidence assessments');
  await form.getByRole('button', { name: 'Remove feature 3' }).click();
  await expect(form.getByRole('textbox', { name: 'Feature 3' })).toHaveCount(0);

  await form.getByRole('combobox', { name: 'Icon' }).click();
  await page.getByRole('option', { name: 'Innovation' }).click();
  await expect(form.getByRole('combobox', { name: 'Icon' })).toContainText('Innovation');
  await saveDrawer(page, 'Service created');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Active');

  await page.goto('/services');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const detailId = await page.evaluate(async (t) => {
    const response = await fetch('/api/services');
    const body = (await response.json()) as { data: { id: number; title: string }[] };
    return body.data.find((s) => s.title === t)?.id;
  }, title);
  await page.goto(`/service/${detailId}`);
  await expect(page.getByText('Delivery confidence assessments')).toBeVisible();
  await expect(page.getByText('Gateway reviews')).toBeVisible();

  // Edit: the form shows the saved values; unpublishing hides the service from visitors.
  await openSection(page, 'services', 'Services');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(drawer(page).getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Delivery confidence assessments');
  await expect(drawer(page).getByRole('combobox', { name: 'Icon' })).toContainText('Innovation');
  await unpublishDrawer(page, 'Service unpublished');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Hidden');
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  await openSection(page, 'services', 'Services');
  await deleteRow(page, title, 'Service deleted');
});

test('the up and down buttons swap the order of two services', async ({ page, request }) => {
  // Set up through the REST API to keep the test short; the ordering is what is under test.
  const auth = await adminHeaders(request);
  const first = unique('Order A');
  const second = unique('Order B');
  for (const [title, order] of [
    [first, 900_001],
    [second, 900_002],
  ] as const) {
    const created = await request.post('/api/admin/services', { headers: auth, data: { title, description: 'Ordering check.', order } });
    expect(created.ok()).toBe(true);
  }
  await openSection(page, 'services', 'Services');
  const titles = page.getByRole('row').filter({ hasText: /Order [AB] / });
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(0)).toContainText(first);

  await page.getByRole('button', { name: `Move “${second}” up` }).click();
  await expect(titles.nth(0)).toContainText(second);
  await expect(titles.nth(1)).toContainText(first);

  await page.getByRole('button', { name: `Move “${second}” down` }).click();
  await expect(titles.nth(0)).toContainText(first);

  await deleteRow(page, first, 'Service deleted');
  await deleteRow(page, second, 'Service deleted');
});

test('two editors on one service: the second to save is told someone else changed it, and reloads or overwrites', async ({ browser, site, request }) => {
  const auth = await adminHeaders(request);
  const title = unique('Shared Service');
  const created = await request.post('/api/admin/services', { headers: auth, data: { title, description: 'Original text.' } });
  expect(created.ok()).toBe(true);
  const contexts = await Promise.all([browser.newContext({ baseURL: site.url }), browser.newContext({ baseURL: site.url })]);
  try {
    const [first, second] = (await Promise.all(
      contexts.map(async (context) => {
        const page = await context.newPage();
        await useAdminToken(page, request);
        await openSection(page, 'services', 'Services');
        await page.getByRole('button', { name: `Edit “${title}”` }).click();
        return page;
      }),
    )) as [Page, Page];
    const description = (page: Page) => drawer(page).getByRole('textbox', { name: 'Description', exact: true });
    // Publish refuses twice, the autosave of the field it leaves first: the question is answered once both are in.
    let refused = 0;
    second.on('response', (response) => {
      if (response.url().includes('admin.services.saveDraft') && response.status() === 409) refused += 1;
    });

    await description(first).fill('The first editor’s text.');
    await publishDrawer(first, 'Service published');
    await description(second).fill('The second editor’s text.');
    await drawer(second).getByRole('button', { name: 'Publish', exact: true }).click();
    const conflict = second.getByRole('alertdialog');
    await expect(conflict).toContainText('Someone else changed this service');
    await expect.poll(() => refused).toBe(2);
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect(conflict).toBeHidden();
    await expect(description(second)).toHaveValue('The first editor’s text.');

    // The first editor changes it again; this time the second keeps their own text on purpose.
    await first.getByRole('button', { name: `Edit “${title}”` }).click();
    await description(first).fill('Changed once more by the first editor.');
    await publishDrawer(first, 'Service published');
    await description(second).fill('The second editor insists.');
    await drawer(second).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => refused).toBe(4);
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(second.getByText('Service published', { exact: true })).toBeVisible();
    const stored = await request.get(`/api/admin/services/${((await created.json()) as { data: { id: number } }).data.id}`, { headers: auth });
    expect(((await stored.json()) as { data: { description: string; version: number } }).data).toMatchObject({
      description: 'The second editor insists.',
      version: 4,
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    // A service without features, ordered first, would change what the public services specs open.
    await request.delete(`/api/admin/services/${((await created.json()) as { data: { id: number } }).data.id}`, { headers: auth });
  }
});

test('a changed form asks before it closes, and Ctrl+S saves it', async ({ page, request }) => {
  const auth = await adminHeaders(request);
  const title = unique('Keyboard Service');
  const created = await request.post('/api/admin/services', { headers: auth, data: { title, description: 'Before the keyboard.' } });
  expect(created.ok()).toBe(true);
  await openSection(page, 'services', 'Services');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  const description = drawer(page).getByRole('textbox', { name: 'Description', exact: true });
  await description.fill('Saved from the keyboard.');

  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(description).toHaveValue('Saved from the keyboard.');

  // Ctrl+S keeps the changes as the service's draft: the public site keeps the published text.
  await description.press('ControlOrMeta+s');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText('Unpublished changes')).toBeVisible();
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const draft = await request.get(`/api/admin/services/${id}/draft`, { headers: auth });
  expect(((await draft.json()) as { data: { item: { description: string } } }).data.item.description).toBe('Saved from the keyboard.');
  expect(((await (await request.get(`/api/services/${id}`)).json()) as { description: string }).description).toBe('Before the keyboard.');

  // Saved, it closes without asking, and the list says the service has unpublished changes.
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(discard).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Unpublished changes');
  await request.delete(`/api/admin/services/${((await created.json()) as { data: { id: number } }).data.id}`, { headers: auth });
});
