import { test } from '../support/site';
import { deleteRow, drawer, publishDrawer, expect, openSection, saveDrawer, slowAdminTests, unique, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('validates the expertise form inline', async ({ page }) => {
  await openSection(page, 'core-expertise', 'Core Expertise');
  await page.getByRole('button', { name: 'Add expertise' }).click();
  await drawer(page).getByRole('textbox', { name: 'Custom icon' }).fill('icon.svg');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Title is required')).toBeVisible();
  await expect(drawer(page).getByText('Description is required')).toBeVisible();
  await expect(drawer(page).getByText('Custom icon must be a URL or a path starting with /')).toBeVisible();
});

test('creates expertise with an icon, edits it with a custom icon and deletes it; the home page follows', async ({ page }) => {
  const title = unique('Data Strategy');
  const renamed = `${title} Renamed`;
  await openSection(page, 'core-expertise', 'Core Expertise');
  await page.getByRole('button', { name: 'Add expertise' }).click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Turning scattered reporting into decisions the board trusts.');
  await expect(form.getByRole('radio', { name: 'Target' })).toBeChecked();
  await form.getByText('Lightning', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Lightning' })).toBeChecked();
  // First in order, so it is among the four cards the home page shows.
  await form.getByRole('spinbutton', { name: 'Order' }).fill('-1000');
  await saveDrawer(page, 'Expertise created');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  await openSection(page, 'core-expertise', 'Core Expertise');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(drawer(page).getByRole('radio', { name: 'Lightning' })).toBeChecked();
  await drawer(page).getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await drawer(page).getByRole('textbox', { name: 'Custom icon' }).fill('/favicon.svg');
  await expect(drawer(page).getByText('A custom icon is set below; it is shown instead of this one.')).toBeVisible();
  await publishDrawer(page, 'Expertise published');

  await page.goto('/');
  const card = page.locator('.chakra-card__root', { has: page.getByRole('heading', { level: 3, name: renamed }) });
  await expect(card).toBeVisible();
  await expect(card.locator('img[src="/favicon.svg"]')).toHaveCount(1);

  await openSection(page, 'core-expertise', 'Core Expertise');
  await deleteRow(page, renamed, 'Expertise deleted');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toHaveCount(0);
});
