import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSection, useAdminToken } from './admin-session';

// Whole flows through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const THANKS = 'Thank you for subscribing to our newsletter.';

async function signUp(page: Page, email: string) {
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(THANKS)).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
}

test('a footer sign-up (twice) appears once in the admin list, exports and can be removed', async ({ page, request }) => {
  const email = `reader-${Date.now().toString(36)}@example.com`;
  await signUp(page, email);
  // Signing up again with the same address is thanked, not refused.
  await signUp(page, email.toUpperCase());

  await useAdminToken(page, request);
  await openSection(page, 'newsletter', 'Newsletter');
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  const count = (await page.getByRole('row').count()) - 1;
  await expect(page.getByTestId('subscriber-count')).toHaveText(`${count} subscriber${count === 1 ? '' : 's'}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Email');
  expect(csv).toContain(email);

  await page.getByRole('button', { name: `Remove “${email}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber removed', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(0);
});
