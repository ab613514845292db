import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import type { JobApplicationDto } from '../../../src/modules/applications/application.schema';
import { expect, test, type AdminApi } from '../support/fixtures';
import { openSection, unique, useAdminToken } from './admin-session';

// Whole flows through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function apply(request: APIRequestContext, positionId: number, name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const response = await request.post(`/api/careers/${positionId}/apply`, {
    data: { name, email, phone: '+44 7700 900123', message: `Cover note from ${name}.\nI would love to join.` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { name, email };
}

const position = (admin: AdminApi, title: string) =>
  admin.create<CareerPositionDto>('careers', { title, description: 'A position for the applications test.', location: 'London', isActive: true });

test('applications: newest first, status, filter, detail, CSV and delete', async ({ page, request, admin }) => {
  const analyst = await position(admin, unique('Business Analyst'));
  const manager = await position(admin, unique('Project Manager'));
  const first = await apply(request, analyst.id, unique('Ada Analyst'));
  const second = await apply(request, manager.id, unique('Max Manager'));

  try {
    await useAdminToken(page, request);
    await openSection(page, 'applications', 'Job Applications');
    const rows = page.getByRole('row');
    const firstRow = rows.filter({ hasText: first.name });
    const secondRow = rows.filter({ hasText: second.name });
    await expect(firstRow).toContainText(analyst.title);
    await expect(secondRow).toContainText(manager.title);
    // Newest first: the later application is listed above.
    const names = await rows.allInnerTexts();
    expect(names.findIndex((t) => t.includes(second.name))).toBeLessThan(names.findIndex((t) => t.includes(first.name)));

    // A status change is saved at once.
    await firstRow.getByRole('combobox', { name: `Status of the application from ${first.name}` }).selectOption('shortlisted');
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
    const stored = await admin.list<JobApplicationDto>('applications');
    expect(stored.find((a) => a.name === first.name)?.status).toBe('shortlisted');

    // Filtered by position, only that position's applications remain.
    await page.getByLabel('Position').selectOption({ label: analyst.title });
    await expect(secondRow).toHaveCount(0);
    await expect(firstRow).toBeVisible();
    await page.getByLabel('Position').selectOption({ label: 'All positions' });
    await expect(secondRow).toBeVisible();

    // The detail view shows everything, with a mailto link.
    await page.getByRole('button', { name: `View the application from ${first.name}` }).click();
    const detail = page.getByRole('dialog', { name: `Application from ${first.name}` });
    await expect(detail.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
    await expect(detail.getByText(`Cover note from ${first.name}.`)).toBeVisible();
    await expect(detail.getByText(analyst.title)).toBeVisible();
    await expect(detail.getByRole('combobox')).toHaveValue('shortlisted');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain(first.name);
    expect(csv).toContain(first.email);
    expect(csv).toContain('shortlisted');

    await page.getByRole('button', { name: `Delete the application from ${first.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Application deleted', { exact: true })).toBeVisible();
    await expect(firstRow).toHaveCount(0);
  } finally {
    // Applications outlive their positions; remove whatever this test left.
    for (const application of await admin.list<JobApplicationDto>('applications')) {
      if (application.name === first.name || application.name === second.name) {
        await request.delete(`/api/admin/applications/${application.id}`, { headers: await admin.headers() });
      }
    }
  }
});
