import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { openSection, useAdminToken } from './admin-session';

test.describe.configure({ timeout: 90_000 });

test('Settings → Data: the content downloads as a bundle; a broken bundle lists its problems and imports nothing; a valid one is imported', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
  const token = await useAdminToken(page, request);
  await openSection(page, 'settings', 'Settings');
  await page.getByRole('tab', { name: 'Data' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export content' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^content-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(bundle.format).toBe('consultancy-content-bundle');
  expect(bundle.parts.services.length).toBeGreaterThan(0);

  const broken = structuredClone(bundle);
  broken.parts.services[0].title = 7;
  broken.parts.team[0].colour = 'blue';
  const input = page.getByLabel('Bundle file');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await page.getByRole('button', { name: 'Import content' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(alert).toContainText('2 problems');
  await expect(alert).toContainText('bundle.parts.services.0.title');
  await expect(alert).toContainText('bundle.parts.team.0.colour: Unknown field "parts.team.0.colour"');

  // Other files' tests edit content at the same time: the import brings one new draft post, nothing of theirs.
  const id = 900_000 + Math.floor(Math.random() * 99_999);
  const draft = { ...bundle.parts.blog[0], id, slug: `imported-draft-${id}`, title: `Imported draft ${id}`, isPublished: false };
  const oneDraft = { ...bundle, parts: { blog: [draft] } };
  try {
    await input.setInputFiles({ name: 'content.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(oneDraft)) });
    await page.getByRole('button', { name: 'Import content' }).click();
    await expect(page.getByText('Content imported (merge)')).toBeVisible();
    await expect(alert).toHaveCount(0);
    const stored = await request.get(`/api/admin/blog/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as { data: { title: string } }).data.title).toBe(`Imported draft ${id}`);
  } finally {
    await request.delete(`/api/admin/blog/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});
