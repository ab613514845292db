import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expect, open, test, uniqueTag } from '../support/fixtures';

// A visitor's form, a sign-in and a dashboard section: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

test('with no SMTP server, a contact message’s staff alert is in Mail Outbox, readable as the recipient gets it', async ({ page }) => {
  const subject = `Outbox check ${uniqueTag()}`;
  const payload = '<img src=x onerror="alert(1)">';

  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.org');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(`Please call me back. ${payload}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  // The submission queues the staff alert in the same transaction: give a loaded machine room.
  await expect(toast(page)).toContainText('Message sent', { timeout: 15_000 });

  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // The dashboard opens on its overview first; a click before that lands would be overtaken by it.
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'Mail Outbox' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mail Outbox' })).toBeVisible();

  // The worker sends within a second or two; the section fetches afresh each time it is opened.
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Sent (outbox only)')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await row.getByRole('button', { name: /^Open “/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('"Ada Lovelace" <ada@example.org>')).toBeVisible();
  await expect(detail.getByText('hello@dovetailgroup.co.uk').first()).toBeVisible();
  await expect(detail.getByTestId('outbox-text')).toContainText(`Please call me back. ${payload}`);
  const html = page.frameLocator(`iframe[title^="HTML of"]`);
  await expect(html.getByText(`Please call me back. ${payload}`)).toBeVisible();
  await expect(html.getByRole('link', { name: 'Open it in the dashboard' })).toHaveAttribute('href', /\/admin\/dashboard#contacts$/);
  // The visitor's markup arrived as text: no image element was made of it.
  await expect(html.locator('img')).toHaveCount(0);
});
