import { test } from '../support/site';
import { deleteRow, drawer, publishDrawer, expect, openSection, saveDrawer, slowAdminTests, unique, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

// A 1×1 PNG: the smallest image the media upload accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

test.beforeEach(async ({ page, request }) => {
  await useAdminToken(page, request);
});

test('validates the team member form inline', async ({ page }) => {
  await openSection(page, 'team', 'Team Members');
  await page.getByRole('button', { name: 'Add team member' }).click();
  const form = drawer(page);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('LinkedIn URL').fill('linkedin');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Bio is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('LinkedIn URL must be a URL or a path starting with /')).toBeVisible();
  // Typed values are not thrown away without asking.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
});

test('creates, edits and deletes a team member, and the Team page follows', async ({ page }) => {
  const name = unique('Priya Test');
  const renamed = `${name} Renamed`;
  await openSection(page, 'team', 'Team Members');

  await page.getByRole('button', { name: 'Add team member' }).click();
  const form = drawer(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Job title').fill('Senior Business Analyst');
  await form.getByLabel('Bio').fill('Priya leads discovery work for retail clients.\nShe has ten years of agile delivery experience.');
  await form.getByTestId('Photo-file').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Photo', exact: true })).toHaveValue(/^\/media\/[0-9a-f]{20}\/[0-9a-f]{16}\//);
  // A new upload is described before it can go on the site (decision 050).
  const describe = form.getByRole('group', { name: 'Describe portrait.png' });
  await describe.getByRole('textbox', { name: 'Alt text for portrait.png' }).fill('Priya smiling in the office');
  await describe.getByRole('button', { name: 'Save description' }).click();
  await expect(describe).toBeHidden();
  await form.getByLabel('Email').fill('priya@example.com');
  await form.getByLabel('Department').fill('Consulting');
  await form.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/priya-test');
  await form.getByLabel('Specialties').fill('Business analysis, Retail');
  await form.getByLabel('Quote').fill('Good analysis starts with good questions.');
  await form.getByLabel('Achievements').fill('Led a 40-branch rollout\nChartered business analyst');
  await saveDrawer(page, 'Team member created');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Senior Business Analyst');

  await page.goto('/team');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const photo = await page.getByRole('img', { name }).first().getAttribute('src');
  expect(photo).toMatch(/media/);

  await openSection(page, 'team', 'Team Members');
  await page.getByRole('button', { name: `Edit “${name}”` }).click();
  await expect(drawer(page).getByLabel('Achievements')).toHaveValue('Led a 40-branch rollout\nChartered business analyst');
  await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
  await publishDrawer(page, 'Team member published');

  await page.goto('/team');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  await openSection(page, 'team', 'Team Members');
  await deleteRow(page, renamed, 'Team member deleted');
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});
