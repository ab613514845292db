import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSection, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How far the page reaches past the screen's right edge (0: nothing to scroll sideways to). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const SECTIONS = [
  ['overview', 'Overview'],
  ['team', 'Team Members'],
  ['services', 'Services'],
  ['blog', 'Blog Posts'],
  ['applications', 'Job Applications'],
  ['contacts', 'Contact Messages'],
  ['newsletter', 'Newsletter'],
  ['redirects', 'Redirects'],
  ['media', 'Media Library'],
  ['activity', 'Activity Log'],
  ['settings', 'Settings'],
] as const;

test('on a phone, lists are cards and no section scrolls sideways', async ({ page, request }) => {
  const subject = unique('A rather long subject line about a very long-running engagement');
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Philippa Phone-Reader',
      email: 'philippa.with.a.very.long.address@an-example-consultancy-client.example.com',
      company: 'Northwind Retail International Holdings',
      subject,
      message: 'Please call me back about this.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await useAdminToken(page, request);

  for (const [hash, title] of SECTIONS) {
    await openSection(page, hash, title);
    // Wait for the section's content, not just its heading: a loading list is narrower than the loaded one.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await sidewaysOverflow(page), `#${hash} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  await openSection(page, 'contacts', 'Contact Messages');
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem').filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText('philippa.with.a.very.long.address@an-example-consultancy-client.example.com')).toBeVisible();
  await card.getByRole('checkbox', { name: `Select “${subject}” from Philippa Phone-Reader` }).check();
  await expect(page.getByRole('region', { name: 'Bulk actions' }).getByTestId('selected-count')).toHaveText('1 message selected');
  await page.getByLabel('Sort by').selectOption({ label: 'From, ascending' });
  await expect(page).toHaveURL(/sort=name%3Aasc|sort=name:asc/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sidewaysOverflow(page), 'contacts at 375 px').toBeLessThanOrEqual(0);
});
