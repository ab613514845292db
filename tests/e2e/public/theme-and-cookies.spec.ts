import { expect, localItem, open, test, waitForIslands } from '../support/fixtures';
import { readTimings, recordTimings } from '../support/timing';

const isDark = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('theme', () => {
  test('the header toggle cycles light → dark → system, stores the choice and keeps it across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/about');
    const toggle = page.locator('header').getByRole('button', { name: /^Colour theme:/ });
    await expect(toggle).toHaveAccessibleName(/^Colour theme: Light/);
    expect(await isDark(page)).toBe(false);
    expect(await localItem(page, 'consultancy-theme')).toBeNull();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/^Colour theme: Dark/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await localItem(page, 'consultancy-theme')).toBe('dark');
    const darkBackground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

    await page.reload();
    expect(await isDark(page)).toBe(true);
    await waitForIslands(page);
    await expect(toggle).toHaveAccessibleName(/^Colour theme: Dark/);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/^Colour theme: System/);
    expect(await localItem(page, 'consultancy-theme')).toBe('system');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // System follows the operating system's preference, live.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await waitForIslands(page);
    await expect(toggle).toHaveAccessibleName(/^Colour theme: System/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/^Colour theme: Light/);
    expect(await localItem(page, 'consultancy-theme')).toBe('light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const lightBackground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(lightBackground).not.toBe(darkBackground);
    await page.reload();
    await waitForIslands(page);
    await expect(toggle).toHaveAccessibleName(/^Colour theme: Light/);
    expect(await isDark(page)).toBe(false);
  });

  test('the default is light even when the operating system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/');
    await expect(page.locator('header').getByRole('button', { name: /^Colour theme: Light/ })).toBeVisible();
    expect(await isDark(page)).toBe(false);
  });
});

test.describe('cookie notice', () => {
  test.use({ acceptCookies: false });

  test('appears one second after load; Accept All stores consent and it does not come back', async ({ page }) => {
    await recordTimings(page);
    await open(page, '/services');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    const { cookieShownAt, domReadyAt } = await readTimings(page);
    expect(cookieShownAt).not.toBeNull();
    expect(domReadyAt).not.toBeNull();
    // The timer starts after hydration, which is after the document is parsed.
    expect(cookieShownAt! - domReadyAt!, 'delay after the document was ready').toBeGreaterThanOrEqual(1000);
    expect(cookieShownAt! - domReadyAt!).toBeLessThan(3000);

    await notice.getByRole('button', { name: 'Accept All' }).click();
    await expect(notice).toBeHidden();
    expect(await localItem(page, 'cookieConsent')).toBe('accepted');

    await page.reload();
    await waitForIslands(page);
    // Give the notice more than its one second to (wrongly) come back.
    await page.waitForFunction(() => performance.now() > 1600);
    await expect(notice).toHaveCount(0);
    const timings = await readTimings(page);
    expect(timings.cookieShownAt).toBeNull();
  });

  test('Customize Settings shows the placeholder alert and stores nothing', async ({ page }) => {
    await open(page, '/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('cookies');
    const dialog = new Promise<{ type: string; message: string }>((resolve) => {
      page.once('dialog', async (alert) => {
        resolve({ type: alert.type(), message: alert.message() });
        await alert.accept();
      });
    });
    await notice.getByRole('button', { name: 'Customize Settings' }).click();
    const shown = await dialog;
    expect(shown.type).toBe('alert');
    expect(shown.message).toMatch(/cookie preferences/i);
    expect(shown.message).toMatch(/modal/i);
    await expect(notice).toBeVisible();
    expect(await localItem(page, 'cookieConsent')).toBeNull();
  });
});
