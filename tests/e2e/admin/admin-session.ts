import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/**
 * Admin flows chain many page loads and toasts (shown one at a time, 5 s each): give them room on a
 * busy machine. Call slowAdminTests() at the top of a spec file.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
export const slowAdminTests = () => test.describe.configure({ timeout: 120_000 });

/** A bearer header for calling the admin REST API directly (to set up data quickly). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${((await response.json()) as { data: { token: string } }).data.token}` };
}

/** Signs in through the API and stores the token before any page script runs: fast, and independent of the login form. */
export async function useAdminToken(page: Page, request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  // Not in a sandboxed frame (an e-mail's HTML in Mail Outbox): it has an opaque origin and no storage.
  await page.addInitScript((value) => window.origin !== 'null' && window.localStorage.setItem('auth_token', value), token);
  return token;
}

/**
 * The server renders its first public page slowly (it loads the page code on demand), which would
 * eat a test's time budget: pay that once per file, outside the tests.
 */
export async function warmUpPublicSite(request: APIRequestContext) {
  await request.get('/', { timeout: 90_000 });
}

/** Opens one dashboard section and waits for its heading. */
export async function openSection(page: Page, hash: string, title: string) {
  await page.goto(`/admin/dashboard#${hash}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** A name no other test (or earlier run against the same database) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The form drawer that is open now. */
export const drawer = (page: Page) => page.getByRole('dialog');

/** Saves the open drawer's form and waits for the success toast. */
export async function saveDrawer(page: Page, toast: string) {
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(drawer(page)).toBeHidden();
}

/** Publishes the open drawer's item (an editorial section saves into a draft first) and waits for the success toast. */
export async function publishDrawer(page: Page, toast: string) {
  await drawer(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(drawer(page)).toBeHidden();
}

/** Takes the open drawer's item off the public site and waits for the success toast. */
export async function unpublishDrawer(page: Page, toast: string) {
  await drawer(page).getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(drawer(page)).toBeHidden();
}

/** Deletes a row through its confirmation dialog and waits for the success toast. */
export async function deleteRow(page: Page, label: string, toast: string) {
  await page.getByRole('button', { name: `Delete “${label}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(0);
}
