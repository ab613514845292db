import { formatUkDate, pageTitle, settingsOf } from '../support/expected';
import { expect, open, test } from '../support/fixtures';

test.describe('legal pages', () => {
  test('Privacy Policy shows its last-updated date from the configuration', async ({ page, request }) => {
    const settings = await settingsOf(request);
    expect(formatUkDate('2025-05-01')).toBe('1 May 2025');
    await open(page, '/privacy');
    await expect(page).toHaveTitle(pageTitle(settings, 'Privacy Policy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(`Last updated: ${formatUkDate(settings.legal.privacyLastUpdated)}`)).toBeVisible();
    await expect(page.locator('main').getByText(settings.legal.companyLegalName).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('Terms of Service shows its last-updated date and New York governing law', async ({ page, request }) => {
    const settings = await settingsOf(request);
    await open(page, '/terms');
    await expect(page).toHaveTitle(pageTitle(settings, 'Terms of Service'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText(`Last updated: ${formatUkDate(settings.legal.termsLastUpdated)}`)).toBeVisible();
    const law = page.getByRole('region', { name: /Governing law/ });
    await expect(law).toContainText('laws of the State of New York');
    await page.locator('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
  });

  test('with the demo configuration both pages were last updated on 1 May 2025', async ({ request }) => {
    const { legal } = await settingsOf(request);
    // Every worker's database is freshly seeded and no test edits these dates.
    expect(legal).toMatchObject({ privacyLastUpdated: '2025-05-01', termsLastUpdated: '2025-05-01' });
    for (const path of ['/privacy', '/terms']) {
      // React separates adjacent text nodes with empty comments in server-rendered HTML.
      const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
      expect(html, path).toContain('Last updated: 1 May 2025');
    }
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers HTTP 404 with the 404 page and a way home', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const settings = await settingsOf(request);
    const path = '/services/extra/segments';
    const response = await open(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(settings, 'Page Not Found'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The layout is still there around it.
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.homepage.headline);
  });
});
