import { slugify } from '../../../src/modules/blog/slug';
import { test } from '../support/fixtures';
import { adminHeaders, drawer, publishDrawer, openSection, saveDrawer, unique, useAdminToken, warmUpPublicSite, expect } from './admin-session';

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ request }) => {
  await warmUpPublicSite(request);
});

test("renaming a published post's slug in the dashboard leaves the old address leading to the new one", async ({ page, request }) => {
  const title = unique('Renamed post');
  const oldSlug = slugify(title);
  const newSlug = `${oldSlug}-renamed`;
  const created = await request.post('/api/admin/blog', {
    headers: await adminHeaders(request),
    data: { title, slug: oldSlug, excerpt: 'A post that changes address.', content: '<p>Still here.</p>', isPublished: true },
  });
  expect(created.ok()).toBe(true);

  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await drawer(page).getByLabel('Slug').fill(newSlug);
  await publishDrawer(page, 'Blog post published');

  await openSection(page, 'redirects', 'Redirects');
  const row = page.getByRole('row').filter({ hasText: `/blog/${oldSlug}` });
  await expect(row).toContainText(`/blog/${newSlug}`);
  await expect(row).toContainText('301');

  // A visitor with the old link lands on the post at its new address.
  await page.goto(`/blog/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
  await expect(page.getByRole('article').getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('staff add a redirect by hand, and one that would hide a page is refused with the reason', async ({ page, request, consoleGuard }) => {
  // The refused save is a 400 the browser reports.
  consoleGuard.allow(/status of 400 .*admin\.redirects\.create/);
  const from = `/${slugify(unique('old campaign'))}`;
  await useAdminToken(page, request);
  await openSection(page, 'redirects', 'Redirects');

  await page.getByRole('button', { name: 'Add redirect' }).click();
  await drawer(page).getByLabel('From path').fill('/about');
  await drawer(page).getByLabel('To').fill('/contact');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('/about is a page of this site; a redirect from it would hide that page')).toBeVisible();
  // The same message is in an error toast at the bottom right, over the drawer's Save button; hovering it
  // (as a retried click does) holds it there, so it is dismissed as a person would.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  await drawer(page).getByLabel('From path').fill(from);
  await saveDrawer(page, 'Redirect created');
  await expect(page.getByRole('row').filter({ hasText: from })).toContainText('/contact');

  await page.goto(from);
  await expect(page).toHaveURL(/\/contact$/);
});
