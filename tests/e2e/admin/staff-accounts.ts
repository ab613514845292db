import type { APIRequestContext, Page } from '@playwright/test';
import { expect, unique } from './admin-session';

/** The password of the accounts these helpers make: specs about sign-in use their own accounts, not the shared administrator. */
export const STAFF_PASSWORD = 'a long enough password';

/** A staff account of the spec's own, named from `prefix`. */
export async function createStaffAccount(request: APIRequestContext, headers: Record<string, string>, prefix: string) {
  const username = unique(prefix).replace(/\s+/g, '.');
  const created = await request.post('/api/admin/users', { data: { username, password: STAFF_PASSWORD }, headers });
  expect(created.ok()).toBe(true);
  return { username, id: (await created.json()).data.id as number };
}

/** The login page's password step, as a person fills it in. */
export async function signInWithPassword(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}
