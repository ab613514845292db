import { test } from '../support/site';
import { adminHeaders, expect, openSection, slowAdminTests, unique, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('previews a public page at mobile, tablet and desktop widths side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSection(page, 'responsive', 'Responsive Design');
  for (const label of ['Mobile · 375px', 'Tablet · 768px', 'Desktop · 1440px']) await expect(page.getByText(label)).toBeVisible();

  await page.getByRole('combobox', { name: 'Page' }).selectOption('/services');
  const mobile = page.frameLocator('iframe[title="/services at mobile width (375px)"]');
  await expect(mobile.getByRole('heading', { level: 1 })).toBeVisible();
  const widths = await Promise.all(
    ['mobile', 'tablet', 'desktop'].map((device) =>
      page.locator(`figure[data-device="${device}"] iframe`).evaluate((frame) => (frame as HTMLIFrameElement).contentWindow?.innerWidth),
    ),
  );
  expect(widths).toEqual([375, 768, 1440]);

  // Scaled down to fit, and side by side: all three start on the same line.
  const boxes = await Promise.all(['mobile', 'tablet', 'desktop'].map((d) => page.locator(`figure[data-device="${d}"]`).boundingBox()));
  expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
  const desktopFrame = await page.locator('figure[data-device="desktop"] > div').boundingBox();
  expect(desktopFrame?.width).toBeLessThan(1440);

  // Any path, including detail pages; addresses off the site are refused.
  await page.getByRole('textbox', { name: 'Or any path' }).fill('https://example.com');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Enter a path on this site, starting with /')).toBeVisible();
  await page.getByRole('textbox', { name: 'Or any path' }).fill('/team');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.locator('iframe[title="/team at tablet width (768px)"]')).toBeVisible();
  await expect(page.frameLocator('iframe[title="/team at tablet width (768px)"]').getByRole('heading', { name: 'Meet Our Team' })).toBeVisible();

  // Reload remounts the frames.
  const frame = page.locator('figure[data-device="mobile"] iframe');
  await frame.evaluate((el) => el.setAttribute('data-marker', 'old'));
  await page.getByRole('button', { name: 'Reload previews' }).click();
  await expect(page.locator('figure[data-device="mobile"] iframe[data-marker="old"]')).toHaveCount(0);
  await expect(frame).toHaveAttribute('src', '/team');
});

test('shows a draft at the three widths from its preview link, pasted whole', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const headline = unique('Drafted headline');
  expect((await request.put('/api/admin/settings/draft', { headers, data: { homepage: { headline } } })).ok()).toBe(true);
  try {
    const link = await request.get('/api/admin/settings/preview-link', { headers });
    const { pathname } = new URL(((await link.json()) as { data: { url: string } }).data.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSection(page, 'responsive', 'Responsive Design');
    // As a colleague would paste it: the whole address on this site.
    await page.getByRole('textbox', { name: 'Or any path' }).fill(`${new URL(page.url()).origin}${pathname}`);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const mobile = page.frameLocator(`iframe[title="${pathname} at mobile width (375px)"]`);
    await expect(mobile.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
    await expect(mobile.getByRole('heading', { level: 1 })).toHaveText(headline);
  } finally {
    await request.post('/api/admin/settings/discard-draft', { headers, data: {} });
  }
});
