import { test } from '../support/site';
import { deleteRow, drawer, expect, openSection, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('creates an API key whose secret is shown once and works within its scopes, then revokes it', async ({ page, request }) => {
  const name = unique('CRM sync');
  await openSection(page, 'api-keys', 'API keys');
  await page.getByRole('button', { name: 'Add API key' }).click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  await form.getByText('Contact messages: read').click();
  await form.getByRole('button', { name: 'Save' }).click();

  const notice = page.getByRole('alertdialog', { name: `API key “${name}” created` });
  const secret = await notice.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(secret).toMatch(/^dgk_[A-Za-z0-9_-]{43}$/);
  await notice.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('contacts:read');
  // Shown once: nowhere on the page any more, only its prefix.
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);

  const headers = { authorization: `Bearer ${secret}` };
  expect((await request.get('/api/admin/contacts', { headers })).status()).toBe(200);
  expect((await request.get('/api/admin/blog', { headers })).status()).toBe(403);

  await deleteRow(page, name, 'API key deleted');
  expect((await request.get('/api/admin/contacts', { headers })).status()).toBe(401);
});
