import { test } from '../support/site';
import { reportCspViolations } from '../support/fixtures';
import { expect, openSection, slowAdminTests, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

// The spec's dashboard sections (hash and title).
const ADMIN_SECTIONS = [
  ['overview', 'Overview'],
  ['team', 'Team Members'],
  ['services', 'Services'],
  ['core-expertise', 'Core Expertise'],
  ['blog', 'Blog Posts'],
  ['featured', 'Featured Insights'],
  ['careers', 'Career Listings'],
  ['redirects', 'Redirects'],
  ['media', 'Media Library'],
  ['applications', 'Job Applications'],
  ['contacts', 'Contact Messages'],
  ['newsletter', 'Newsletter'],
  ['newsletter-issues', 'Newsletter Issues'],
  ['mail-outbox', 'Mail Outbox'],
  ['personal-data', 'Personal Data'],
  ['responsive', 'Responsive Design'],
  ['activity', 'Activity Log'],
  ['api-keys', 'API keys'],
  ['webhooks', 'Webhooks'],
  ['settings', 'Settings'],
] as const;

/** Console messages that report a Content-Security-Policy violation, on any page. */
const watchCsp = async (page: import('@playwright/test').Page) => {
  await reportCspViolations(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

test('the admin login, every dashboard section and the API reference run without a CSP violation', async ({ page, request }) => {
  await warmUpPublicSite(request);
  const violations = await watchCsp(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await useAdminToken(page, request);
  for (const [hash, title] of ADMIN_SECTIONS) await openSection(page, hash, title);

  await page.goto('/api/docs/');
  await expect(page.locator('section.swagger-ui')).toBeVisible();
  // The reference draws its operations as they scroll into view: the first ones show it works.
  await expect(page.locator('.opblock-summary-path').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
