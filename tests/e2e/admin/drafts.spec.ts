import { slugify } from '../../../src/modules/blog/slug';
import { expect, test } from '../support/fixtures';
import { adminHeaders, drawer, openSection, publishDrawer, unique, useAdminToken, warmUpPublicSite } from './admin-session';

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ request }) => {
  await warmUpPublicSite(request);
});

const articleHeading = (page: import('@playwright/test').Page, title: string) => page.getByRole('article').getByRole('heading', { level: 1, name: title });

test('an edit to a live post stays a draft until published: the public page keeps the live post, the preview link shows the draft', async ({
  page,
  context,
  request,
}) => {
  const title = unique('Live post');
  const slug = slugify(title);
  const rewritten = `${title} rewritten`;
  const created = await request.post('/api/admin/blog', {
    headers: await adminHeaders(request),
    data: { title, slug, excerpt: 'Before the edit.', content: '<p>The live words.</p>', isPublished: true },
  });
  expect(created.ok()).toBe(true);

  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await drawer(page).getByRole('textbox', { name: 'Title', exact: true }).fill(rewritten);
  await drawer(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText('Unpublished changes')).toBeVisible();

  // A visitor still reads the live post.
  const visitor = await context.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(articleHeading(visitor, title)).toBeVisible();

  // The preview opens the public page as the draft would make it, under a bar saying so.
  const [preview] = await Promise.all([page.waitForEvent('popup'), drawer(page).getByRole('button', { name: 'Preview on site' }).click()]);
  await expect(preview).toHaveURL(/\/preview\//);
  await expect(preview.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
  await expect(articleHeading(preview, rewritten)).toBeVisible();
  const previewUrl = preview.url();
  await preview.close();

  await publishDrawer(page, 'Blog post published');
  await visitor.reload();
  await expect(articleHeading(visitor, rewritten)).toBeVisible();
  // Published, the draft's preview link has ended.
  const ended = await request.get(previewUrl);
  expect(ended.status()).toBe(410);
});

test('a draft is discarded from its form, and the form shows the published version again', async ({ page, request }) => {
  const title = unique('Discarded draft');
  const created = await request.post('/api/admin/blog', { headers: await adminHeaders(request), data: { title, content: '<p>Kept.</p>', isPublished: true } });
  expect(created.ok()).toBe(true);

  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  const titleField = drawer(page).getByRole('textbox', { name: 'Title', exact: true });
  await titleField.fill(`${title} (not wanted)`);
  await drawer(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(drawer(page).getByText('Unpublished changes')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('Draft discarded', { exact: true })).toBeVisible();
  await expect(titleField).toHaveValue(title);
  await expect(drawer(page).getByText('Unpublished changes')).toBeHidden();
});
