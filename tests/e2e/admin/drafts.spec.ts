import { slugify } from '../../../src/modules/blog/slug';
import { test } from '../support/fixtures';
import { travelForward } from '../support/time-travel';
import { adminHeaders, drawer, expect, openSection, publishDrawer, unique, useAdminToken, warmUpPublicSite } from './admin-session';

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
  // Opened in the click (so no pop-up blocker stops it) and sent on: it cannot reach the dashboard's tab.
  expect(await preview.evaluate(() => window.opener)).toBeNull();
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

test('an old revision is compared word by word, restored into the draft and published', async ({ page, request }) => {
  const title = unique('Revised post');
  const slug = slugify(title);
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/blog', { headers, data: { title, slug, content: '<p>The first careful wording.</p>', isPublished: true } });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  expect((await request.put(`/api/admin/blog/${id}`, { headers, data: { content: '<p>A hasty second wording.</p>' } })).ok()).toBe(true);

  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await drawer(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history
    .getByRole('row')
    .filter({ hasText: 'Created' })
    .getByRole('button', { name: /^Compare/ })
    .click();
  const differences = history.getByLabel('Differences from the form');
  await expect(differences).toContainText('1 field differs from the form');
  await expect(differences.locator('del')).toContainText(['first careful']);
  await expect(differences.locator('ins')).toContainText(['hasty second']);
  await history.getByRole('button', { name: 'Restore into the draft' }).click();
  await expect(page.getByText('Revision restored into the draft', { exact: true })).toBeVisible();
  await expect(history).toBeHidden();
  await expect(drawer(page).getByText('Unpublished changes')).toBeVisible();

  await publishDrawer(page, 'Blog post published');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('article')).toContainText('The first careful wording.');
});

test('a deleted post is brought back from Recently deleted, unpublished', async ({ page, request }) => {
  const title = unique('Deleted post');
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/blog', { headers, data: { title, content: '<p>Worth keeping.</p>', isPublished: true } });
  expect(created.ok()).toBe(true);

  // Deleted from its row: the question says it can come back, not that it is gone for good.
  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete?' });
  await expect(question).toContainText(`This will delete the blog post “${title}”. It can be brought back from Recently deleted for 30 days.`);
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recently deleted' });
  await dialog.getByRole('button', { name: `Restore “${title}”` }).click();
  await expect(page.getByText('Blog post restored', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close recently deleted' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
});

/** The browser's own clock `minutes` ahead, as a `datetime-local` input takes it (the editor's time zone, to the minute). */
const localInputIn = (page: import('@playwright/test').Page, minutes: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  }, minutes);

test('a change scheduled two minutes ahead goes live by itself when the time comes (the clock is moved, not waited for)', async ({ page, request, site }) => {
  const title = unique('Scheduled post');
  const slug = slugify(title);
  const created = await request.post('/api/admin/blog', {
    headers: await adminHeaders(request),
    data: { title, slug, content: '<p>The live words.</p>', isPublished: true },
  });
  expect(created.ok()).toBe(true);
  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await drawer(page).getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} at nine`);
  await drawer(page)
    .getByLabel('Publish at (your time)', { exact: true })
    .fill(await localInputIn(page, 2));
  await drawer(page).getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Blog post scheduled', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText(/^Scheduled to go live /)).toBeVisible();

  const visitor = await page.context().newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(articleHeading(visitor, title)).toBeVisible();

  await travelForward(site, 2);
  await expect(async () => {
    await visitor.reload();
    await expect(articleHeading(visitor, `${title} at nine`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
});

test('a career listing given an unpublish time comes off the site by itself', async ({ page, request, site }) => {
  const title = unique('Closing role');
  const created = await request.post('/api/admin/careers', {
    headers: await adminHeaders(request),
    data: { title, description: 'Applications close on Friday.', isActive: true },
  });
  const { id } = (await created.json()).data as { id: number };
  await useAdminToken(page, request);
  await openSection(page, 'careers', 'Career Listings');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await drawer(page)
    .getByLabel('Unpublish at (your time)', { exact: true })
    .fill(await localInputIn(page, 2));
  await drawer(page).getByRole('button', { name: 'Set unpublish time' }).click();
  await expect(page.getByText('Position will come off the site', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText(/^Comes off the site /)).toBeVisible();
  expect((await request.get(`/careers/${id}`)).status()).toBe(200);

  await travelForward(site, 2);
  await expect.poll(async () => (await request.get(`/careers/${id}`)).status(), { timeout: 45_000 }).toBe(404);
});
