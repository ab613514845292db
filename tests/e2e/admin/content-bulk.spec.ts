import { test } from '../support/site';
import { adminHeaders, expect, openSection, slowAdminTests, unique, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test('bulk actions on blog posts: publish three drafts in one go, then delete two; the public blog follows', async ({ page, request }) => {
  const tag = unique('Bulkpost').replace(/\s+/g, '');
  const headers = await adminHeaders(request);
  const slugs: string[] = [];
  for (const n of [1, 2, 3]) {
    const created = await request.post('/api/admin/blog', { headers, data: { title: `${tag} ${n}`, content: '<p>Written in bulk.</p>' } });
    expect(created.ok(), await created.text()).toBe(true);
    slugs.push(((await created.json()) as { data: { slug: string } }).data.slug);
  }
  expect((await request.get(`/blog/${slugs[0]}`)).status()).toBe(404);

  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('searchbox', { name: 'Search blog posts' }).fill(tag);
  await expect(page.getByTestId('list-count')).toHaveText('3 blog posts match');
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(3);

  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(bar.getByTestId('selected-count')).toHaveText('3 blog posts selected');
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Publish 3 blog posts?');
  await question.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('3 blog posts published', { exact: true })).toBeVisible();
  await expect(bar).toBeHidden();
  for (const slug of slugs) expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

  await page.getByRole('checkbox', { name: `Select blog post “${tag} 1”` }).check();
  await page.getByRole('checkbox', { name: `Select blog post “${tag} 2”` }).check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toContainText('Delete 2 blog posts?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 blog posts deleted', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  // A deleted live post leaves a redirect to the blog, as deleting it alone would.
  const gone = await request.get(`/blog/${slugs[0]}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(301);
  expect(gone.headers().location).toBe('/blog');
  expect((await request.get(`/blog/${slugs[2]}`)).status()).toBe(200);
});
