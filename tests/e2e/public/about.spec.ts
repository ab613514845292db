import { pageTitle, settingsOf } from '../support/expected';
import { expect, open, test } from '../support/fixtures';

test('about: founder note, mission and vision, the four values and the calls to action', async ({ page, request }) => {
  const settings = await settingsOf(request);
  await open(page, '/about');
  await expect(page).toHaveTitle(pageTitle(settings, 'About Us'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByRole('heading', { level: 2, name: `Why I started ${settings.company.name}` })).toBeVisible();
  await expect(page.getByText('From our founder')).toBeVisible();

  await expect(page.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeAttached();
  const values = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Our Values' }) });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Innovation', 'Clarity', 'Collaboration', 'Impact']);

  await expect(page.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('main').getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');

  await page.getByRole('link', { name: 'Start a Conversation' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
