import { readFile } from 'node:fs/promises';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import type { JobApplicationDto } from '../../../src/modules/applications/application.schema';
import { expect, open, test } from '../support/fixtures';
import { openSection, unique, useAdminToken } from './admin-session';

// A visitor's page and the dashboard in one flow: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a CV the candidate attaches is downloaded by staff; a file that is not a PDF or DOCX is refused', async ({ page, request, admin, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
  const position = await admin.create<CareerPositionDto>('careers', { title: unique('CV Analyst'), description: 'Analyse CVs.', isActive: true });
  const candidate = unique('Ada Candidate');
  try {
    await open(page, `/careers/${position.id}`);
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('Full Name').fill(candidate);
    await form.getByLabel('Email').fill('ada.candidate@example.com');

    // A text file wearing a PDF's name: the server reads its content and refuses it.
    await form.getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just text, not a PDF.') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Your CV must be a PDF or Word (DOCX) file')).toBeVisible();
    await expect(form.getByLabel('CV')).toHaveAttribute('aria-invalid', 'true');
    expect(await admin.list(`applications?positionId=${position.id}`)).toHaveLength(0);

    await form.getByLabel('CV').setInputFiles({ name: 'Ada CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

    await useAdminToken(page, request);
    await openSection(page, 'applications', 'Job Applications');
    await page.getByRole('button', { name: `View the application from ${candidate}` }).click();
    const detail = page.getByRole('dialog', { name: `Application from ${candidate}` });
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: /Download CV \(Ada-CV\.pdf, 1 KB\)/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Ada-CV.pdf');
    expect((await readFile((await file.path())!)).equals(PDF)).toBe(true);
  } finally {
    for (const application of await admin.list<JobApplicationDto>(`applications?positionId=${position.id}`)) {
      await request.delete(`/api/admin/applications/${application.id}`, { headers: await admin.headers() });
    }
    await request.delete(`/api/admin/careers/${position.id}`, { headers: await admin.headers() });
  }
});
