import { test } from '../support/site';
import {
  deleteRow,
  drawer,
  publishDrawer,
  unpublishDrawer,
  expect,
  openSection,
  saveDrawer,
  slowAdminTests,
  unique,
  useAdminToken,
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

test('validates the position form inline', async ({ page }) => {
  await openSection(page, 'careers', 'Career Listings');
  await page.getByRole('button', { name: 'Add position' }).click();
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Title is required')).toBeVisible();
  await expect(drawer(page).getByText('Description is required')).toBeVisible();
});

test('creates a position with requirements, edits, closes and deletes it; /careers follows', async ({ page }) => {
  const title = unique('Senior Delivery Manager');
  const renamed = `${title} (Public Sector)`;
  await openSection(page, 'careers', 'Career Listings');
  await page.getByRole('button', { name: 'Add position' }).click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Location' }).fill('Manchester (hybrid)');
  await form.getByRole('textbox', { name: 'Type' }).fill('Full-time');
  await form.getByRole('textbox', { name: 'Department' }).fill('Delivery');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Lead multi-team programmes for our public-sector clients.');
  await form.getByRole('button', { name: 'Add requirement' }).click();
  await form.getByRole('textbox', { name: 'Requirement 1' }).fill('Eight years of delivery leadership');
  await form.getByRole('textbox', { name: 'Requirement 1' }).press('Enter');
  await form.getByRole('textbox', { name: 'Requirement 2' }).fill('Experience of GDS service assessments');
  await saveDrawer(page, 'Position created');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Open');

  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: `View Position: ${title}` }).click();
  await expect(page.getByText('Experience of GDS service assessments')).toBeVisible();

  await openSection(page, 'careers', 'Career Listings');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(drawer(page).getByRole('textbox', { name: 'Requirement 2' })).toHaveValue('Experience of GDS service assessments');
  await drawer(page).getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await drawer(page).getByRole('button', { name: 'Remove requirement 1' }).click();
  await publishDrawer(page, 'Position published');
  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  await openSection(page, 'careers', 'Career Listings');
  await page.getByRole('button', { name: `Edit “${renamed}”` }).click();
  await unpublishDrawer(page, 'Position unpublished');
  await expect(page.getByRole('row').filter({ hasText: renamed })).toContainText('Closed');
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);

  await openSection(page, 'careers', 'Career Listings');
  await deleteRow(page, renamed, 'Position deleted');
});
