import { test } from '../support/site';
import { deleteRow, drawer, expect, openSection, saveDrawer, slowAdminTests, unique, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('adds a client result in the dashboard; the home page shows it with its quote, and not once deleted', async ({ page }) => {
  const client = unique('Water utility');
  await openSection(page, 'case-results', 'Client Results');
  await page.getByRole('button', { name: 'Add client result' }).click();
  const form = drawer(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Outcome figure is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Client', exact: true }).fill(client);
  await form.getByRole('textbox', { name: 'Sector', exact: true }).fill('Utilities');
  await form.getByRole('textbox', { name: 'Outcome figure', exact: true }).fill('17%');
  await form.getByRole('textbox', { name: 'Outcome', exact: true }).fill('Fewer repeat call-outs within a year of the new job-scheduling process.');
  await form.getByRole('textbox', { name: 'Quote', exact: true }).fill('The first plan our engineers actually believed in.');
  await form.getByRole('textbox', { name: 'Quoted person', exact: true }).fill('Rhys Morgan');
  await form.getByRole('textbox', { name: 'Their role', exact: true }).fill('Director of Operations');
  await saveDrawer(page, 'Client result created');

  await page.goto('/');
  const band = page.getByRole('region', { name: 'Outcomes our clients can measure' });
  const card = band.getByRole('article').filter({ hasText: client });
  await expect(card).toBeVisible();
  await expect(card.getByText('17%', { exact: true })).toBeVisible();
  await expect(card.getByText('Rhys Morgan, Director of Operations')).toBeVisible();

  await openSection(page, 'case-results', 'Client Results');
  await deleteRow(page, client, 'Client result deleted');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(client)).toHaveCount(0);
});
