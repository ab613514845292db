import { slugify } from '../../../src/modules/blog/slug';
import { test } from '../support/fixtures';
import { deleteRow, drawer, unpublishDrawer, openSection, saveDrawer, unique, useAdminToken, expect } from './admin-session';

// Whole flows through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('a post written in the rich-text editor is published, shown, unpublished and deleted', async ({ page, request, consoleGuard }) => {
  const title = unique('Rich text post');
  const slug = slugify(title);
  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');

  await page.getByRole('button', { name: 'New post' }).click();
  const form = drawer(page);
  await form.getByLabel('Title').fill(title);
  // The slug is optional: the one the server will derive is shown.
  await expect(form.getByText(`Leave blank to use “${slug}”`)).toBeVisible();
  await form.getByLabel('Category').fill('Delivery');
  await form.getByLabel('Excerpt').fill('What a rich-text test post is for.');

  const content = form.getByRole('textbox', { name: 'Content' });
  await content.click();
  const bold = form.getByRole('button', { name: 'Bold' });
  await form.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Key findings');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Plain, ');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('strong words');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' and ');
  await form.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type('emphasis');
  await form.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('First point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('example.com/report');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(content.locator('a[href="https://example.com/report"]')).toHaveText('https://example.com/report');

  await form.getByText('Published', { exact: true }).click();
  await form.getByLabel('Publish date').fill('2025-06-15');

  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('15 June 2025')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Key findings' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();

  await saveDrawer(page, 'Blog post created');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Delivery');
  await expect(row).toContainText(slug);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Key findings' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('strong words');
  await expect(article.locator('em')).toHaveText('emphasis');
  await expect(article.locator('ul > li')).toHaveText(['First point', 'Second point']);
  await expect(article.locator('a[href="https://example.com/report"]')).toBeVisible();

  // Unpublished, it leaves the blog at once.
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await unpublishDrawer(page, 'Blog post unpublished');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  consoleGuard.allow(/status of 404/);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Blog Post Not Found')).toBeVisible();

  await openSection(page, 'blog', 'Blog Posts');
  await deleteRow(page, title, 'Blog post deleted');
});

test('the title is required and the toolbar is labelled', async ({ page, request }) => {
  await useAdminToken(page, request);
  await openSection(page, 'blog', 'Blog Posts');
  await page.getByRole('button', { name: 'New post' }).click();
  const toolbar = drawer(page).getByRole('toolbar', { name: 'Formatting' });
  for (const label of ['Heading 2', 'Heading 3', 'Bold', 'Italic', 'Bullet list', 'Numbered list', 'Quote', 'Link', 'Undo', 'Redo']) {
    await expect(toolbar.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('Title is required')).toBeVisible();
});
