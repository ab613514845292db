import { test } from '../support/fixtures';
import { expect, openSection, slowAdminTests, useAdminToken } from './admin-session';

slowAdminTests();

test('Settings → E-mail sets the SMTP server (its password never shown back), tests it, and goes back to the outbox', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The test e-mail's failure is an answer the page shows, not a failed request; nothing listens on that port.
  consoleGuard.allow(/status of 4\d\d/);
  await useAdminToken(page, request);
  await openSection(page, 'settings', 'Settings');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  const server = page.getByRole('textbox', { name: 'SMTP server' });
  await expect(page.getByText(/In use: no SMTP server/)).toBeVisible();

  await server.fill('smtp://mailer:s3cret-pass@127.0.0.1:2599');
  await page.getByRole('textbox', { name: 'Sender' }).fill('Dovetail Group <hello@example.com>');
  await page.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(page.getByText('E-mail settings saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/In use: the SMTP server set here/)).toBeVisible();
  await expect(page.getByText('password stored')).toBeVisible();
  await expect(server).not.toHaveValue(/s3cret/);

  await page.getByRole('textbox', { name: 'Send a test to' }).fill('editor@example.com');
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test e-mail not delivered', { exact: true })).toBeVisible({ timeout: 30_000 });

  await server.fill('');
  await page.getByRole('textbox', { name: 'Sender' }).fill('');
  await page.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(page.getByText(/In use: no SMTP server/)).toBeVisible({ timeout: 30_000 });
});
