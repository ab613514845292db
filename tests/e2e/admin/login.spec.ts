import { test } from '../support/site';
import { E2E_ADMIN } from '../../../playwright.config';
import { expect, slowAdminTests, useAdminToken } from './admin-session';

slowAdminTests();

test.describe('admin login', () => {
  test('shows the validation messages for short input', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('Contact an administrator if you need access')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Username must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Password must be at least 4 characters.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong password shows the failure toast and stays on the form', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('signs in, welcomes the user and opens the dashboard on its Overview', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Admin Login | Dovetail Group');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Welcome to Dovetail Group CMS')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('admin-username')).toHaveText(E2E_ADMIN.username);
    await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Admin Dashboard | Dovetail Group');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  test('an admin who is already signed in goes straight to the dashboard', async ({ page, request }) => {
    await useAdminToken(page, request);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
  });
});

test.describe('admin dashboard frame', () => {
  test('signed out, the dashboard redirects to the login page', async ({ page }) => {
    await page.goto('/admin/dashboard#services');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('the URL hash and the selected section follow each other', async ({ page, request }) => {
    await useAdminToken(page, request);
    await page.goto('/admin/dashboard#services');
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Career Listings' }).click();
    await expect(page).toHaveURL(/#careers$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Career Listings' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'Career Listings' })).toBeVisible();

    await page.evaluate(() => {
      window.location.hash = 'featured';
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Insights' })).toBeVisible();

    await page.goto('/admin/dashboard#no-such-section');
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  });

  test('the sidebar lists every section and folds into a menu on mobile', async ({ page, request }) => {
    await useAdminToken(page, request);
    await page.goto('/admin/dashboard');
    const titles = [
      'Overview',
      'Team Members',
      'Services',
      'Core Expertise',
      'Client Results',
      'Blog Posts',
      'Featured Insights',
      'Career Listings',
      'Redirects',
      'Media Library',
      'Job Applications',
      'Contact Messages',
      'Newsletter',
      'Newsletter Issues',
      'Mail Outbox',
      'Personal Data',
      'Responsive Design',
      'Activity Log',
      'API keys',
      'Webhooks',
      'Settings',
    ];
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link')).toHaveText(titles);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
    await page.getByRole('button', { name: 'Open sections menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  });

  test('Logout ends the session and returns to the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // The server revoked the session too, so the old token is useless.
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the public site never downloads admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /login-page|dashboard-page|-section-|admin/.test(url))).toEqual([]);
  });
});
