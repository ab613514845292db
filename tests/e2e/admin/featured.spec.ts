import { test } from '../support/site';
import {
  adminHeaders,
  deleteRow,
  drawer,
  expect,
  openSection,
  saveDrawer,
  slowAdminTests,
  unique,
  useAdminToken,
  warmUpPublicSite,
  unpublishDrawer,
} from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('validates the insight form inline', async ({ page }) => {
  await openSection(page, 'featured', 'Featured Insights');
  await page.getByRole('button', { name: 'Add insight' }).click();
  await drawer(page).getByRole('textbox', { name: 'Link' }).fill('not a link');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Title is required')).toBeVisible();
  await expect(drawer(page).getByText('Link must be a URL or a path starting with /')).toBeVisible();
});

test('creates an insight on the home page, deactivating hides it, and deletes it', async ({ page }) => {
  const title = unique('Open Banking Lessons');
  await openSection(page, 'featured', 'Featured Insights');
  await page.getByRole('button', { name: 'Add insight' }).click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('What three lenders learned moving to open APIs.');
  await form.getByRole('textbox', { name: 'Image', exact: true }).fill('/images/insights/default.svg');
  await form.getByRole('textbox', { name: 'Category' }).fill('Finance');
  await form.getByRole('textbox', { name: 'Link' }).fill('/blog');
  // First in order, so it is among the three the home page features.
  await form.getByRole('spinbutton', { name: 'Order' }).fill('-1000');
  await saveDrawer(page, 'Insight created');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Active');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  await openSection(page, 'featured', 'Featured Insights');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(drawer(page).getByRole('textbox', { name: 'Category' })).toHaveValue('Finance');
  await unpublishDrawer(page, 'Insight unpublished');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Hidden');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);

  await openSection(page, 'featured', 'Featured Insights');
  await deleteRow(page, title, 'Insight deleted');
});

test('the up and down buttons reorder insights', async ({ page, request }) => {
  // Two insights at the top of the order, created through the REST API to keep the test short.
  const auth = await adminHeaders(request);
  const first = unique('Insight A');
  const second = unique('Insight B');
  for (const [title, order] of [
    [first, -2001],
    [second, -2000],
  ] as const) {
    const created = await request.post('/api/admin/featured-insights', { headers: auth, data: { title, description: 'Ordering check.', order } });
    expect(created.ok()).toBe(true);
  }
  await openSection(page, 'featured', 'Featured Insights');
  const rows = page.getByRole('row').filter({ hasText: /Insight [AB] / });
  await expect(rows.nth(0)).toContainText(first);
  await page.getByRole('button', { name: `Move “${second}” up` }).click();
  await expect(rows.nth(0)).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);

  await deleteRow(page, first, 'Insight deleted');
  await deleteRow(page, second, 'Insight deleted');
});
