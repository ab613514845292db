import { readFile } from 'node:fs/promises';
import { test } from '../support/site';
import { expect, openSection, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test('a wrong password at the sign-in form shows in the activity log, filtered and exported', async ({ page, request }) => {
  // A name of its own: the failure is findable, and throttling of the real account is left alone.
  const intruder = unique('intruder').replace(' ', '-');
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(intruder);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();

  await useAdminToken(page, request);
  await openSection(page, 'activity', 'Activity Log');
  await page.getByLabel('Action').selectOption('sign-in-failed');
  const row = page.getByRole('row').filter({ hasText: intruder });
  await expect(row).toContainText(`${intruder} (not signed in)`);
  await expect(row).toContainText('Sign-in failed: wrong username or password');

  await page.getByLabel('Actor').fill(intruder);
  await expect(page.getByText('Page 1 of 1 (1 entries)')).toBeVisible();
  await page.getByLabel('Action').selectOption('sign-in');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByLabel('Action').selectOption('sign-in-failed');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(intruder);
});
