import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteSettings } from '../../../src/modules/settings/settings.schema';
import { E2E_ADMIN } from '../../../playwright.config';
import { test } from '../support/fixtures';
import { openSection, unique, useAdminToken, expect } from './admin-session';

// Whole flows through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

type Headers = Record<string, string>;

async function currentSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/api/settings');
  // A failure here says what the server answered, not only that `data` was missing.
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as SiteSettings;
}

/** Puts a group back as it was, so other tests see the usual brand content. */
async function restore(request: APIRequestContext, headers: Headers, change: Partial<SiteSettings>) {
  const response = await request.put('/api/admin/settings', { data: change, headers });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openSettingsTab(page: Page, tab: string) {
  await openSection(page, 'settings', 'Settings');
  await page.getByRole('tab', { name: tab }).click();
}

const loginToken = async (request: APIRequestContext, username: string, password: string) => {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  return response.ok() ? ((await response.json()).data.token as string) : null;
};

test('a new homepage headline, published, is the h1 of the home page', async ({ page, request, admin }) => {
  const before = await currentSettings(request);
  const headline = unique('Change, engineered');
  await useAdminToken(page, request);
  try {
    await openSettingsTab(page, 'Homepage');
    const panel = page.getByRole('tabpanel', { name: 'Homepage' });
    await panel.getByLabel('Headline', { exact: true }).fill('');
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(panel.getByText('Headline is required')).toBeVisible();

    await panel.getByLabel('Headline', { exact: true }).fill(headline);
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View Site' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  } finally {
    await restore(request, await admin.headers(), { homepage: before.homepage });
  }
});

test('a new company phone shows in the footer', async ({ page, request, admin }) => {
  const before = await currentSettings(request);
  const phone = `+44 20 7946 ${String(Date.now()).slice(-4)}`;
  await useAdminToken(page, request);
  try {
    await openSettingsTab(page, 'Company');
    const panel = page.getByRole('tabpanel', { name: 'Company' });
    await panel.getByLabel('Phone', { exact: true }).fill(phone);
    await panel.getByLabel('Email', { exact: true }).fill('not an email');
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(panel.getByText('Please enter a valid email address')).toBeVisible();
    await panel.getByLabel('Email', { exact: true }).fill(before.company.email);
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published', { exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: phone })).toBeVisible();
  } finally {
    await restore(request, await admin.headers(), { company: before.company });
  }
});

test('an added administrator can sign in, and is removed again', async ({ page, request, browser }) => {
  const username = unique('editor').replace(/\s+/g, '.');
  const password = 'a long enough password';
  await useAdminToken(page, request);
  await openSettingsTab(page, 'Administrators');
  const panel = page.getByRole('tabpanel', { name: 'Administrators' });
  await expect(panel.getByRole('button', { name: 'You cannot remove yourself' })).toBeDisabled();

  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill('short');
  await panel.getByRole('button', { name: 'Add administrator' }).click();
  await expect(panel.getByText('Password must be at least 8 characters.')).toBeVisible();
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Add administrator' }).click();
  await expect(page.getByText('Administrator added', { exact: true })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: username })).toBeVisible();

  // They sign in through the login form in a browser of their own.
  const context = await browser.newContext();
  try {
    const theirs = await context.newPage();
    await theirs.goto('/admin/login');
    await theirs.getByLabel('Username').fill(username);
    await theirs.getByLabel('Password').fill(password);
    await theirs.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(theirs).toHaveURL(/\/admin\/dashboard/);
    await expect(theirs.getByTestId('admin-username')).toHaveText(username);
  } finally {
    await context.close();
  }

  await panel.getByRole('button', { name: `Remove ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Administrator removed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  expect(await loginToken(request, username, password)).toBeNull();
});

test('an administrator changes their own password (the current one is required)', async ({ page, request, admin, consoleGuard }) => {
  consoleGuard.allow(/status of 400 .*changePassword/);
  // An account of its own, so that no other test's sign-in is affected.
  const username = unique('pw').replace(/\s+/g, '.');
  const oldPassword = 'the first password';
  const newPassword = 'the second password';
  const created = await request.post('/api/admin/users', { data: { username, password: oldPassword }, headers: await admin.headers() });
  expect(created.ok()).toBe(true);
  const id = (await created.json()).data.id as number;
  try {
    const token = await loginToken(request, username, oldPassword);
    expect(token).toBeTruthy();
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token!);
    await openSettingsTab(page, 'Your password');
    const panel = page.getByRole('tabpanel', { name: 'Your password' });
    await expect(panel.getByText(`Signed in as ${username}.`)).toBeVisible();

    await panel.getByLabel('Current password').fill('not my password');
    await panel.getByLabel('New password', { exact: true }).fill(newPassword);
    await panel.getByLabel('Confirm new password').fill('something else');
    await panel.getByRole('button', { name: 'Change password' }).click();
    await expect(panel.getByText('The passwords do not match.')).toBeVisible();

    await panel.getByLabel('Confirm new password').fill(newPassword);
    await panel.getByRole('button', { name: 'Change password' }).click();
    await expect(panel.getByText('The current password is not correct')).toBeVisible();
    await expect(page.getByText('Password not changed', { exact: true })).toBeVisible();
    // One toast at a time: dismiss this one so the next can show.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    await panel.getByLabel('Current password').fill(oldPassword);
    await panel.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(panel.getByLabel('Current password')).toHaveValue('');

    expect(await loginToken(request, username, oldPassword)).toBeNull();
    expect(await loginToken(request, username, newPassword)).toBeTruthy();
    // The shared test administrator is untouched.
    expect(await loginToken(request, E2E_ADMIN.username, E2E_ADMIN.password)).toBeTruthy();
  } finally {
    await request.delete(`/api/admin/users/${id}`, { headers: await admin.headers() });
  }
});
